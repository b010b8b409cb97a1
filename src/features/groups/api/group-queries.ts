import { queryOptions } from '@tanstack/react-query';
import type { Group, GroupEntityType } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /groups/getallwhere: the school's groups of one table, sorted by id (spec, section 3). */
async function fetchGroups(schoolId: number, entityType: GroupEntityType): Promise<Group[]> {
  const data = await callApi('groupsWhere', { json: { school_id: schoolId, entity_type: entityType } });
  return data.toSorted((a, b) => a.id - b.id);
}

/** Shared by the people tables (group tabs) and the schedule (student groups of lessons and the timetable). */
export const groupQueries = {
  all: () => resourceKeys.groups,
  list: (schoolId: number, entityType: GroupEntityType) =>
    queryOptions({
      queryKey: [...resourceKeys.groups, 'list', schoolId, entityType],
      queryFn: () => fetchGroups(schoolId, entityType),
    }),
};
