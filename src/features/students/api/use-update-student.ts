import { useQueryClient } from '@tanstack/react-query';
import type { Student, StudentUpdateInput } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { studentQueries } from './student-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile. */
export type StudentUpdate = { id: number; changes: StudentUpdateInput; preview: Partial<Student> };

/** PUT /students/{id} with the changed fields: replaces the row, or adds it if missing (spec, section 4). */
export function useUpdateStudent(schoolId: number) {
  const queryClient = useQueryClient();
  return useListMutation<Student, StudentUpdate, Student>({
    mutationKey: ['students', 'update'],
    listKey: studentQueries.list(schoolId).queryKey,
    request: ({ id, changes }) => callApi('studentUpdate', { id, json: changes }),
    optimistic: (students, { id, preview }) =>
      students.map((student) => (student.id === id ? { ...student, ...preview } : student)),
    merge: (students, updated) => upsertById(students, updated),
    onSuccess: (_student, { changes }) => {
      // Clients list their students by name: a changed link or name shows there too. By key prefix, as features stay apart.
      if (changes.clients || changes.name)
        void queryClient.invalidateQueries({ queryKey: resourceKeys.clients });
      // An invitation goes to the student's address, else their parents': a new address or parent changes it.
      if (changes.email !== undefined || changes.clients)
        void queryClient.invalidateQueries({ queryKey: resourceKeys.cabinetInvitations });
    },
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
}
