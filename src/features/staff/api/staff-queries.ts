import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /users/getAllWhere: everyone of the school, the owner included, sorted by id. */
async function fetchStaff(schoolId: number): Promise<User[]> {
  const data = await callApi('usersWhere', { json: { school_id: schoolId } });
  return data;
}

export const staffQueries = {
  all: () => resourceKeys.staff,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.staff, 'list', schoolId],
      queryFn: () => fetchStaff(schoolId),
    }),
};
