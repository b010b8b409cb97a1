import type { Client } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { clientQueries } from './client-queries';

/** DELETE /clients/delete/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteClient(schoolId: number) {
  const without = (id: number) =>
    cachedView<Client[]>(clientQueries.list(schoolId).queryKey, (clients) =>
      clients.filter((client) => client.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('clients', 'delete'),
    request: (id: number) => callApi('clientDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    // The client leaves the students' lists of parents, and joins the owner's deleted ones (docs/deletion.md): the
    // answer is only the id.
    refresh: () => [
      { queryKey: resourceKeys.students },
      { queryKey: clientQueries.deleted(schoolId).queryKey },
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
}
