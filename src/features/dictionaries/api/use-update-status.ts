import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

type StatusChange = { id: number; changes: { name?: string; color?: string } };

/** PATCH /statuses/update/{id}: rename or recolour; replaces the status by id (spec, section 4). */
export function useUpdateStatus(schoolId: number, type: StatusType) {
  return useListMutation<Status, StatusChange, Status>({
    mutationKey: ['statuses', 'update'],
    listKey: statusQueries.list(schoolId, type).queryKey,
    request: ({ id, changes }) => callApi('statusUpdate', { id, json: changes }),
    optimistic: (statuses, { id, changes }) =>
      statuses.map((status) => (status.id === id ? { ...status, ...changes } : status)),
    merge: (statuses, updated) => statuses.map((status) => (status.id === updated.id ? updated : status)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
}
