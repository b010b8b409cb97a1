import { toast } from 'sonner';
import { apiPath, deleteResponseSchema, type Status, type StatusType } from '@/contract';
import { http, readJson, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { statusQueries } from './status-queries';

/** DELETE /statuses/delete/{id}: a status in use answers 409 with the reason, and comes back. */
export function useDeleteStatus(schoolId: number, type: StatusType) {
  return useListMutation<Status, number, number>({
    mutationKey: ['statuses', 'delete'],
    listKey: statusQueries.list(schoolId, type).queryKey,
    request: (id) => readJson(http.delete(apiPath('statusDelete', { id })), deleteResponseSchema),
    optimistic: (statuses, id) => statuses.filter((status) => status.id !== id),
    merge: (statuses, deletedId) => statuses.filter((status) => status.id !== deletedId),
    onFailure: (error) => toast.error(toErrorMessage(error, 'statuses')),
  });
}
