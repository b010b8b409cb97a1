import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Student, studentsListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';

const studentsKey = 'students';

/** POST /students/getAllStudInfo: every student with groups, linked clients and passes. */
async function fetchStudents(schoolId: number): Promise<Student[]> {
  const { data } = await readJson(
    http.post(apiPath('studentsAll'), { json: { school_id: schoolId } }),
    studentsListSchema,
  );
  return data;
}

export const studentQueries = {
  all: () => [studentsKey] as const,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [studentsKey, 'list', schoolId],
      queryFn: () => fetchStudents(schoolId),
      select: newestFirst<Student>,
    }),
};
