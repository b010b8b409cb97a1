import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Status, type StatusType, statusesListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

const statusesKey = 'statuses';

/** POST /statuses/getallwhere with a type: a school's lead or student statuses, by id. */
async function fetchStatuses(schoolId: number, type: StatusType): Promise<Status[]> {
  const { data } = await readJson(
    http.post(apiPath('statusesWhere'), { json: { school_id: schoolId, type } }),
    statusesListSchema,
  );
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
