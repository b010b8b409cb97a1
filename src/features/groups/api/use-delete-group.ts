import type { Group, GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { groupQueries } from './group-queries';

/**
 * DELETE /groups/delete/{id}: the tab leaves at once and comes back with the reason if the server refuses (a
 * group used by the timetable). The answered id may be a string; the schema makes it a number.
 */
export function useDeleteGroup(schoolId: number, entityType: GroupEntityType) {
  return useListMutation<Group, number, number>({
    mutationKey: ['groups', 'delete'],
    listKey: groupQueries.list(schoolId, entityType).queryKey,
    request: (id) => callApi('groupDelete', { id }),
    optimistic: (groups, id) => groups.filter((group) => group.id !== id),
    merge: (groups, deletedId) => groups.filter((group) => group.id !== deletedId),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'groups')),
  });
}
