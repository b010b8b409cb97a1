import { queryOptions } from '@tanstack/react-query';
import { apiPath, type User, usersListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

const staffKey = 'staff';

/** POST /users/getAllWhere: everyone of the school, the owner included, sorted by id. */
async function fetchStaff(schoolId: number): Promise<User[]> {
  const { data } = await readJson(
    http.post(apiPath('usersWhere'), { json: { school_id: schoolId } }),
    usersListSchema,
  );
  return data;
}

export const staffQueries = {
  all: () => [staffKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [staffKey, 'list', schoolId], queryFn: () => fetchStaff(schoolId) }),
};
