import { queryOptions } from '@tanstack/react-query';
import type { Colleague } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /users/getWithRole: the school's teachers, whom lessons and timetable entries name. */
function fetchTeachers(schoolId: number): Promise<Colleague[]> {
  return callApi('usersWithRole', { json: { school_id: schoolId, role: 'teacher' } });
}

// Under the staff key, so a refetch of everything staff-related includes the teachers.
export const teacherQueries = {
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.staff, 'teachers', schoolId],
      queryFn: () => fetchTeachers(schoolId),
    }),
};
