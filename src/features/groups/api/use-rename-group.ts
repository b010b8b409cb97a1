import { toast } from 'sonner';
import { apiPath, type Group, type GroupEntityType, groupSchema } from '@/contract';
import { http, readJson, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { groupQueries } from './group-queries';

type Rename = { id: number; name: string };

/** PATCH /groups/update/{id}: the tab shows the new name at once and takes it back if the server refuses. */
export function useRenameGroup(schoolId: number, entityType: GroupEntityType) {
  return useListMutation<Group, Rename, Group>({
    mutationKey: ['groups', 'rename'],
    listKey: groupQueries.list(schoolId, entityType).queryKey,
    request: ({ id, name }) =>
      readJson(http.patch(apiPath('groupUpdate', { id }), { json: { name } }), groupSchema),
    optimistic: (groups, { id, name }) =>
      groups.map((group) => (group.id === id ? { ...group, name } : group)),
    merge: (groups, updated) => groups.map((group) => (group.id === updated.id ? updated : group)),
    onFailure: (error) => toast.error(toErrorMessage(error, 'groups')),
  });
}
