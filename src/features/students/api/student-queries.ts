import { queryOptions } from '@tanstack/react-query';
import type { Student } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';
import { moneyViewKeys, resourceKeys } from '@/lib/query-keys';

export const studentQueries = {
  all: () => resourceKeys.students,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...moneyViewKeys.studentLists(), schoolId],
      // POST /students/getAllStudInfo: every student with groups, linked clients and passes.
      ...conditionalList('studentsAll', { json: { school_id: schoolId } }, (students): Student[] => students),
      select: newestFirst<Student>,
    }),
  /** The owner's deleted students, restorable until purged (docs/deletion.md). */
  deleted: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.students, 'deleted', schoolId],
      queryFn: () => callApi('studentsDeleted'),
    }),
};
