import { useQueryClient } from '@tanstack/react-query';
import type { Client, ClientUpdateInput } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { mergeClient } from '../merge-client';
import { clientQueries } from './client-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile. */
export type ClientUpdate = { id: number; changes: ClientUpdateInput; preview: Partial<Client> };

/** PATCH /clients/update/{id}: shown at once; merged with the spec's rule, added if missing; refused → back. */
export function useUpdateClient(schoolId: number) {
  const queryClient = useQueryClient();
  return useListMutation<Client, ClientUpdate, Client>({
    mutationKey: ['clients', 'update'],
    listKey: clientQueries.list(schoolId).queryKey,
    request: ({ id, changes }) => callApi('clientUpdate', { id, json: changes }),
    optimistic: (clients, { id, preview }) =>
      clients.map((client) => (client.id === id ? { ...client, ...preview } : client)),
    merge: (clients, updated) => upsertById(clients, updated, mergeClient),
    onSuccess: (_client, { changes }) => {
      // Students show their parents' names, phones and contacts. By key prefix, as features stay apart.
      const shown =
        changes.name !== undefined || changes.phone !== undefined || changes.contact !== undefined;
      if (shown) void queryClient.invalidateQueries({ queryKey: resourceKeys.students });
      // Invitations go to this address: the client's own, and their children's when a child has none.
      if (changes.email !== undefined)
        void queryClient.invalidateQueries({ queryKey: resourceKeys.cabinetInvitations });
    },
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
}
