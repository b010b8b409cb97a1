import type { Group, GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { groupQueries } from './group-queries';

/** Only the fields that changed are sent (a rename leaves the capacity alone and the other way round). */
type GroupChange = { id: number } & Partial<Pick<Group, 'name' | 'capacity' | 'open_for_trials'>>;

/** PATCH /groups/update/{id}: the tab shows the change at once and takes it back if the server refuses. */
export function useUpdateGroup(schoolId: number, entityType: GroupEntityType) {
  return useListMutation<Group, GroupChange, Group>({
    mutationKey: ['groups', 'update'],
    listKey: groupQueries.list(schoolId, entityType).queryKey,
    request: ({ id, ...json }) => callApi('groupUpdate', { id, json }),
    optimistic: (groups, { id, ...change }) =>
      groups.map((group) => (group.id === id ? { ...group, ...change } : group)),
    merge: (groups, updated) => groups.map((group) => (group.id === updated.id ? updated : group)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'groups')),
  });
}
