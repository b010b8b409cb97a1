import type { Student, StudentUpdateInput } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { studentQueries } from './student-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile. */
export type StudentUpdate = { id: number; changes: StudentUpdateInput; preview: Partial<Student> };

/** PUT /students/{id} with the changed fields: replaces the row, or adds it if missing (spec, section 4). */
export function useUpdateStudent(schoolId: number) {
  const listKey = studentQueries.list(schoolId).queryKey;
  return useWrite({
    mutationKey: mutationKey('students', 'update'),
    request: ({ id, changes }: StudentUpdate) => callApi('studentUpdate', { id, json: changes }),
    optimistic: ({ id, preview }) => [
      cachedView<Student[]>(listKey, (students) =>
        students.map((student) => (student.id === id ? { ...student, ...preview } : student)),
      ),
    ],
    answered: (updated) => [cachedView<Student[]>(listKey, (students) => upsertById(students, updated))],
    refresh: (_student, { changes }) => [
      // Clients list their students by name: a changed link or name shows there too. By key prefix, as features stay apart.
      ...(changes.clients || changes.name ? [{ queryKey: resourceKeys.clients }] : []),
      // An invitation goes to the student's address, else their parents': a new address or parent changes it.
      ...(changes.email !== undefined || changes.clients
        ? [{ queryKey: resourceKeys.cabinetInvitations }]
        : []),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
}
