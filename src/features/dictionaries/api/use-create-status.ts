import type { Status, StatusType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { statusQueries } from './status-queries';

type NewStatus = { id: number; name: string; color: string };

/** POST /statuses/create: the status appears at once, appended (spec: create appends). */
export function useCreateStatus(schoolId: number, type: StatusType) {
  const listKey = statusQueries.list(schoolId, type).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('statuses', 'create'),
    request: ({ name, color }: NewStatus) => callApi('statusCreate', { json: { name, type, color } }),
    optimistic: ({ id, name, color }) => [
      cachedView<Status[]>(listKey, (statuses) => [
        ...statuses,
        { id, name, color, type, school_id: schoolId },
      ]),
    ],
    answered: (created, { id }) => [
      cachedView<Status[]>(listKey, (statuses) =>
        statuses.map((status) => (status.id === id ? created : status)),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'statuses')),
  });
  return {
    ...mutation,
    create: (name: string, color: string) => mutation.mutate({ id: temporaryId(), name, color }),
  };
}
