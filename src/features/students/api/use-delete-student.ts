import { useQueryClient } from '@tanstack/react-query';
import type { Student } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { studentQueries } from './student-queries';

/** DELETE /students/{id}: the row leaves at once and comes back with the message if the server refuses. */
export function useDeleteStudent(schoolId: number) {
  const queryClient = useQueryClient();
  return useListMutation<Student, number, number>({
    mutationKey: ['students', 'delete'],
    listKey: studentQueries.list(schoolId).queryKey,
    request: (id) => callApi('studentDelete', { id }),
    optimistic: (students, id) => students.filter((student) => student.id !== id),
    merge: (students, deletedId) => students.filter((student) => student.id !== deletedId),
    // The student leaves the clients' lists of students, and joins the owner's deleted ones (docs/deletion.md).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.clients });
      void queryClient.invalidateQueries({ queryKey: studentQueries.deleted(schoolId).queryKey });
    },
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
}
