import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

/** DELETE /statuses/delete/{id}: a status in use answers 409 with the reason, and comes back. */
export function useDeleteStatus(schoolId: number, type: StatusType) {
  const without = (id: number) =>
    cachedView<Status[]>(statusQueries.list(schoolId, type).queryKey, (statuses) =>
      statuses.filter((status) => status.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('statuses', 'delete'),
    request: (id: number) => callApi('statusDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
}
