import { toast } from 'sonner';
import { apiPath, type Status, type StatusType, statusSchema } from '@/contract';
import { http, readJson, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { statusQueries } from './status-queries';

type StatusChange = { id: number; changes: { name?: string; color?: string } };

/** PATCH /statuses/update/{id}: rename or recolour; replaces the status by id (spec, section 4). */
export function useUpdateStatus(schoolId: number, type: StatusType) {
  return useListMutation<Status, StatusChange, Status>({
    mutationKey: ['statuses', 'update'],
    listKey: statusQueries.list(schoolId, type).queryKey,
    request: ({ id, changes }) =>
      readJson(http.patch(apiPath('statusUpdate', { id }), { json: changes }), statusSchema),
    optimistic: (statuses, { id, changes }) =>
      statuses.map((status) => (status.id === id ? { ...status, ...changes } : status)),
    merge: (statuses, updated) => statuses.map((status) => (status.id === updated.id ? updated : status)),
    onFailure: (error) => toast.error(toErrorMessage(error, 'statuses')),
  });
}
