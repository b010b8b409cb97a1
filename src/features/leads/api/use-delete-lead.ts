import type { Lead } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { leadQueries } from './lead-queries';

/** DELETE /leads/delete/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteLead(schoolId: number) {
  const listKey = leadQueries.list(schoolId).queryKey;
  const without = (id: number) =>
    cachedView<Lead[]>(listKey, (leads) => leads.filter((lead) => lead.id !== id));
  return useWrite({
    mutationKey: mutationKey('leads', 'delete'),
    request: (id: number) => callApi('leadDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'leads')),
  });
}
