import { queryOptions } from '@tanstack/react-query';
import type { Status, StatusType } from '@/contract';
import { callApi } from '@/lib/http';

const statusesKey = 'statuses';

/** POST /statuses/getallwhere with a type: a school's lead or student statuses, by id. */
async function fetchStatuses(schoolId: number, type: StatusType): Promise<Status[]> {
  const data = await callApi('statusesWhere', { json: { school_id: schoolId, type } });
  return data.toSorted((a, b) => a.id - b.id);
}

export const statusQueries = {
  all: () => [statusesKey] as const,
  list: (schoolId: number, type: StatusType) =>
    queryOptions({
      queryKey: [statusesKey, 'list', schoolId, type],
      queryFn: () => fetchStatuses(schoolId, type),
    }),
};
