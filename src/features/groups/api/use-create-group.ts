import { GROUP_DEFAULT_NAME, type Group, type GroupEntityType } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { useSelectedGroupStore } from '../selected-group-store';
import { groupQueries } from './group-queries';

type NewGroup = { id: number; name: string; capacity: number | null; openForTrials: boolean };

/** POST /groups/create: the tab appears at once and becomes the selected one (spec, section 4). */
export function useCreateGroup(schoolId: number, entityType: GroupEntityType) {
  const selectGroup = useSelectedGroupStore((state) => state.selectGroup);
  const listKey = groupQueries.list(schoolId, entityType).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('groups', 'create'),
    request: ({ name, capacity, openForTrials }: NewGroup) =>
      callApi('groupCreate', {
        json: {
          name,
          entity_type: entityType,
          school_id: schoolId,
          ...(capacity !== null && { capacity }),
          ...(openForTrials && { open_for_trials: true }),
        },
      }),
    optimistic: ({ id, name, capacity, openForTrials }) => [
      cachedView<Group[]>(listKey, (groups) => [
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
      ]),
    ],
    answered: (created, { id }) => [
      cachedView<Group[]>(listKey, (groups) => groups.map((group) => (group.id === id ? created : group))),
    ],
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
