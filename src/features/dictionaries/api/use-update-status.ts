import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

type StatusChange = { id: number; changes: { name?: string; color?: string } };

/** PATCH /statuses/update/{id}: rename or recolour; replaces the status by id (spec, section 4). */
export function useUpdateStatus(schoolId: number, type: StatusType) {
  const listKey = statusQueries.list(schoolId, type).queryKey;
  return useWrite({
    mutationKey: mutationKey('statuses', 'update'),
    request: ({ id, changes }: StatusChange) => callApi('statusUpdate', { id, json: changes }),
    optimistic: ({ id, changes }) => [
      cachedView<Status[]>(listKey, (statuses) =>
        statuses.map((status) => (status.id === id ? { ...status, ...changes } : status)),
      ),
    ],
    answered: (updated) => [
      cachedView<Status[]>(listKey, (statuses) =>
        statuses.map((status) => (status.id === updated.id ? updated : status)),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
}
