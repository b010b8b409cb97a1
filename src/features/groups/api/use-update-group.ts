import type { Group, GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { groupQueries } from './group-queries';

/** Only the fields that changed are sent (a rename leaves the capacity alone and the other way round). */
type GroupChange = { id: number } & Partial<Pick<Group, 'name' | 'capacity' | 'open_for_trials'>>;

/** PATCH /groups/update/{id}: the tab shows the change at once and takes it back if the server refuses. */
export function useUpdateGroup(schoolId: number, entityType: GroupEntityType) {
  const listKey = groupQueries.list(schoolId, entityType).queryKey;
  return useWrite({
    mutationKey: mutationKey('groups', 'update'),
    request: ({ id, ...json }: GroupChange) => callApi('groupUpdate', { id, json }),
    optimistic: ({ id, ...change }) => [
      cachedView<Group[]>(listKey, (groups) =>
        groups.map((group) => (group.id === id ? { ...group, ...change } : group)),
      ),
    ],
    answered: (updated) => [
      cachedView<Group[]>(listKey, (groups) =>
        groups.map((group) => (group.id === updated.id ? updated : group)),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'groups')),
  });
}
