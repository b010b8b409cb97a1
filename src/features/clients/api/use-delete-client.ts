import { toast } from 'sonner';
import { apiPath, type Client, deleteResponseSchema } from '@/contract';
import { http, readJson, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { clientQueries } from './client-queries';

/** DELETE /clients/delete/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteClient(schoolId: number) {
  return useListMutation<Client, number, number>({
    mutationKey: ['clients', 'delete'],
    listKey: clientQueries.list(schoolId).queryKey,
    request: (id) => readJson(http.delete(apiPath('clientDelete', { id })), deleteResponseSchema),
    optimistic: (clients, id) => clients.filter((client) => client.id !== id),
    merge: (clients, deletedId) => clients.filter((client) => client.id !== deletedId),
    onFailure: (error) => toast.error(toErrorMessage(error, 'clients')),
  });
}
