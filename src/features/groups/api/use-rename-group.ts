import { toast } from 'sonner';
import type { Group, GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { groupQueries } from './group-queries';

type Rename = { id: number; name: string };

/** PATCH /groups/update/{id}: the tab shows the new name at once and takes it back if the server refuses. */
export function useRenameGroup(schoolId: number, entityType: GroupEntityType) {
  return useListMutation<Group, Rename, Group>({
    mutationKey: ['groups', 'rename'],
    listKey: groupQueries.list(schoolId, entityType).queryKey,
    request: ({ id, name }) => callApi('groupUpdate', { id, json: { name } }),
    optimistic: (groups, { id, name }) =>
      groups.map((group) => (group.id === id ? { ...group, name } : group)),
    merge: (groups, updated) => groups.map((group) => (group.id === updated.id ? updated : group)),
    onFailure: (error) => toast.error(toErrorMessage(error, 'groups')),
  });
}
