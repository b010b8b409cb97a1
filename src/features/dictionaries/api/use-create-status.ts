import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { temporaryId } from '@/lib/temporary-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

type NewStatus = { id: number; name: string; color: string };

/** POST /statuses/create: the status appears at once, appended (spec: create appends). */
export function useCreateStatus(schoolId: number, type: StatusType) {
  const mutation = useListMutation<Status, NewStatus, Status>({
    mutationKey: ['statuses', 'create'],
    listKey: statusQueries.list(schoolId, type).queryKey,
    request: ({ name, color }) => callApi('statusCreate', { json: { name, type, color } }),
    optimistic: (statuses, { id, name, color }) => [
      ...statuses,
      { id, name, color, type, school_id: schoolId },
    ],
    merge: (statuses, created, { id }) => statuses.map((status) => (status.id === id ? created : status)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
  return {
    ...mutation,
    create: (name: string, color: string) => mutation.mutate({ id: temporaryId(), name, color }),
  };
}
