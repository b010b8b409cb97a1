import { queryOptions } from '@tanstack/react-query';
import type { Group, GroupEntityType } from '@/contract';
import { callApi } from '@/lib/http';

const groupsKey = 'groups';

/** POST /groups/getallwhere: the school's groups of one table, sorted by id (spec, section 3). */
async function fetchGroups(schoolId: number, entityType: GroupEntityType): Promise<Group[]> {
  const data = await callApi('groupsWhere', { json: { school_id: schoolId, entity_type: entityType } });
  return data.toSorted((a, b) => a.id - b.id);
}

/** Shared by the people tables (group tabs) and the schedule (student groups of lessons and the timetable). */
export const groupQueries = {
  all: () => [groupsKey] as const,
  list: (schoolId: number, entityType: GroupEntityType) =>
    queryOptions({
      queryKey: [groupsKey, 'list', schoolId, entityType],
      queryFn: () => fetchGroups(schoolId, entityType),
    }),
};
