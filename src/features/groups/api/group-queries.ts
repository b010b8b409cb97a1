import { queryOptions } from '@tanstack/react-query';
import type { Group, GroupEntityType } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { resourceKeys } from '@/lib/query-keys';

/** Shared by the people tables (group tabs) and the schedule (student groups of lessons and the timetable). */
export const groupQueries = {
  all: () => resourceKeys.groups,
  list: (schoolId: number, entityType: GroupEntityType) =>
    queryOptions({
      queryKey: [...resourceKeys.groups, 'list', schoolId, entityType],
      // POST /groups/getallwhere: the school's groups of one table, sorted by id (spec, section 3).
      ...conditionalList(
        'groupsWhere',
        { json: { school_id: schoolId, entity_type: entityType } },
        (groups): Group[] => groups.toSorted((a, b) => a.id - b.id),
      ),
    }),
};
