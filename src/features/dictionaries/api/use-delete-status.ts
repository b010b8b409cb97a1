import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

/** DELETE /statuses/delete/{id}: a status in use answers 409 with the reason, and comes back. */
export function useDeleteStatus(schoolId: number, type: StatusType) {
  return useListMutation<Status, number, number>({
    mutationKey: ['statuses', 'delete'],
    listKey: statusQueries.list(schoolId, type).queryKey,
    request: (id) => callApi('statusDelete', { id }),
    optimistic: (statuses, id) => statuses.filter((status) => status.id !== id),
    merge: (statuses, deletedId) => statuses.filter((status) => status.id !== deletedId),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
}
