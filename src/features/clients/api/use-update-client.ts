import type { Client, ClientUpdateInput } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { mergeClient } from '../merge-client';
import { clientQueries } from './client-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile. */
export type ClientUpdate = { id: number; changes: ClientUpdateInput; preview: Partial<Client> };

/** PATCH /clients/update/{id}: shown at once; merged with the spec's rule, added if missing; refused → back. */
export function useUpdateClient(schoolId: number) {
  const listKey = clientQueries.list(schoolId).queryKey;
  return useWrite({
    mutationKey: mutationKey('clients', 'update'),
    request: ({ id, changes }: ClientUpdate) => callApi('clientUpdate', { id, json: changes }),
    optimistic: ({ id, preview }) => [
      cachedView<Client[]>(listKey, (clients) =>
        clients.map((client) => (client.id === id ? { ...client, ...preview } : client)),
      ),
    ],
    answered: (updated) => [
      cachedView<Client[]>(listKey, (clients) => upsertById(clients, updated, mergeClient)),
    ],
    refresh: (_client, { changes }) => [
      // Students show their parents' names, phones and contacts. By key prefix, as features stay apart.
      ...(changes.name !== undefined || changes.phone !== undefined || changes.contact !== undefined
        ? [{ queryKey: resourceKeys.students }]
        : []),
      // Invitations go to this address: the client's own, and their children's when a child has none.
      ...(changes.email !== undefined ? [{ queryKey: resourceKeys.cabinetInvitations }] : []),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
}
