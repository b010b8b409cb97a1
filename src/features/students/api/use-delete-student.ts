import type { Student } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { studentQueries } from './student-queries';

/** DELETE /students/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteStudent(schoolId: number) {
  const without = (id: number) =>
    cachedView<Student[]>(studentQueries.list(schoolId).queryKey, (students) =>
      students.filter((student) => student.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('students', 'delete'),
    request: (id: number) => callApi('studentDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    // The student leaves the clients' lists of students, and joins the owner's deleted ones (docs/deletion.md): the
    // answer is only the id.
    refresh: () => [
      { queryKey: resourceKeys.clients },
      { queryKey: studentQueries.deleted(schoolId).queryKey },
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
}
