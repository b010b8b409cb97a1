import { GROUP_DEFAULT_NAME, type Group, type GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { temporaryId } from '@/lib/temporary-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { useSelectedGroupStore } from '../selected-group-store';
import { groupQueries } from './group-queries';

type NewGroup = { id: number; name: string; capacity: number | null; openForTrials: boolean };

/** POST /groups/create: the tab appears at once and becomes the selected one (spec, section 4). */
export function useCreateGroup(schoolId: number, entityType: GroupEntityType) {
  const selectGroup = useSelectedGroupStore((state) => state.selectGroup);
  const mutation = useListMutation<Group, NewGroup, Group>({
    mutationKey: ['groups', 'create'],
    listKey: groupQueries.list(schoolId, entityType).queryKey,
    request: ({ name, capacity, openForTrials }) =>
      callApi('groupCreate', {
        json: {
          name,
          entity_type: entityType,
          school_id: schoolId,
          ...(capacity !== null && { capacity }),
          ...(openForTrials && { open_for_trials: true }),
        },
      }),
    optimistic: (groups, { id, name, capacity, openForTrials }) => [
      ...groups,
      {
        id,
        // Without a name the server picks the table's next «Новая группа N»; its answer replaces this one.
        name: name || GROUP_DEFAULT_NAME,
        entity_type: entityType,
        school_id: schoolId,
        color: '',
        charge_absence: true,
        capacity,
        open_for_trials: openForTrials,
      },
    ],
    merge: (groups, created, { id }) => groups.map((group) => (group.id === id ? created : group)),
    onSuccess: (created) => selectGroup(entityType, created.id),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'groups')),
  });

  return {
    ...mutation,
    create: (name: string, capacity: number | null = null, openForTrials = false) => {
      const id = temporaryId();
      selectGroup(entityType, id);
      mutation.mutate({ id, name, capacity, openForTrials });
    },
  };
}
