import { useQueryClient } from '@tanstack/react-query';
import type { Client } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { clientQueries } from './client-queries';

/** DELETE /clients/delete/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteClient(schoolId: number) {
  const queryClient = useQueryClient();
  return useListMutation<Client, number, number>({
    mutationKey: ['clients', 'delete'],
    listKey: clientQueries.list(schoolId).queryKey,
    request: (id) => callApi('clientDelete', { id }),
    optimistic: (clients, id) => clients.filter((client) => client.id !== id),
    merge: (clients, deletedId) => clients.filter((client) => client.id !== deletedId),
    // The client leaves the students' lists of parents, and joins the owner's deleted ones (docs/deletion.md).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.students });
      void queryClient.invalidateQueries({ queryKey: clientQueries.deleted(schoolId).queryKey });
    },
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
}
