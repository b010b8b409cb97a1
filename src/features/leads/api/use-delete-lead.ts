import type { Lead } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { leadQueries } from './lead-queries';

/** DELETE /leads/delete/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteLead(schoolId: number) {
  return useListMutation<Lead, number, number>({
    mutationKey: ['leads', 'delete'],
    listKey: leadQueries.list(schoolId).queryKey,
    request: (id) => callApi('leadDelete', { id }),
    optimistic: (leads, id) => leads.filter((lead) => lead.id !== id),
    merge: (leads, deletedId) => leads.filter((lead) => lead.id !== deletedId),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'leads')),
  });
}
