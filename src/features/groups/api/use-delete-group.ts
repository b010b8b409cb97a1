import type { Group, GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { groupQueries } from './group-queries';

/**
 * DELETE /groups/delete/{id}: the tab leaves at once and comes back with the reason if the server refuses (a
 * group used by the timetable). The answered id may be a string; the schema makes it a number.
 */
export function useDeleteGroup(schoolId: number, entityType: GroupEntityType) {
  const without = (id: number) =>
    cachedView<Group[]>(groupQueries.list(schoolId, entityType).queryKey, (groups) =>
      groups.filter((group) => group.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('groups', 'delete'),
    request: (id: number) => callApi('groupDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'groups')),
  });
}
