import { queryOptions } from '@tanstack/react-query';
import type { Student } from '@/contract';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';
import { resourceKeys } from '@/lib/query-keys';

/** POST /students/getAllStudInfo: every student with groups, linked clients and passes. */
async function fetchStudents(schoolId: number): Promise<Student[]> {
  const data = await callApi('studentsAll', { json: { school_id: schoolId } });
  return data;
}

export const studentQueries = {
  all: () => resourceKeys.students,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.students, 'list', schoolId],
      queryFn: () => fetchStudents(schoolId),
      select: newestFirst<Student>,
    }),
  /** The owner's deleted students, restorable until purged (docs/deletion.md). */
  deleted: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.students, 'deleted', schoolId],
      queryFn: () => callApi('studentsDeleted'),
    }),
};
