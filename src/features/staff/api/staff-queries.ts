import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/contract';
import { callApi } from '@/lib/http';

const staffKey = 'staff';

/** POST /users/getAllWhere: everyone of the school, the owner included, sorted by id. */
async function fetchStaff(schoolId: number): Promise<User[]> {
  const data = await callApi('usersWhere', { json: { school_id: schoolId } });
  return data;
}

export const staffQueries = {
  all: () => [staffKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [staffKey, 'list', schoolId], queryFn: () => fetchStaff(schoolId) }),
};
