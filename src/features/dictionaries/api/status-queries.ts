import { queryOptions } from '@tanstack/react-query';
import type { Status, StatusType } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /statuses/getallwhere with a type: a school's lead or student statuses, by id. */
async function fetchStatuses(schoolId: number, type: StatusType): Promise<Status[]> {
  const data = await callApi('statusesWhere', { json: { school_id: schoolId, type } });
  return data.toSorted((a, b) => a.id - b.id);
}

export const statusQueries = {
  all: () => resourceKeys.statuses,
  list: (schoolId: number, type: StatusType) =>
    queryOptions({
      queryKey: [...resourceKeys.statuses, 'list', schoolId, type],
      queryFn: () => fetchStatuses(schoolId, type),
    }),
};
