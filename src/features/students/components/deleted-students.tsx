import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedPerson } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { useSchoolClock } from '@/lib/school-clock';
import { DeletedPeople } from '@/ui/deleted-people';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { studentQueries } from '../api/student-queries';
import { studentTexts } from '../texts';

const texts = studentTexts.deleted;

/** The owner's deleted students, restorable for RESTORE_DAYS with their groups, passes and money (docs/deletion.md). */
export function DeletedStudents({ schoolId }: { schoolId: number }) {
  const queryClient = useQueryClient();
  const { zone } = useSchoolClock();
  const deleted = useQuery(studentQueries.deleted(schoolId));
  const restore = useMutation({
    mutationKey: ['students', 'restore'],
    mutationFn: (student: DeletedPerson) => callApi('studentRestore', { id: student.id }),
    onSuccess: (_student, student) => {
      notifySuccess(texts.restored(student.name));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.students });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.clients });
    },
    onError: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
  return (
    <DeletedPeople
      title={texts.title}
      intro={texts.intro}
      rows={deleted.data}
      error={deleted.isError ? texts.loadFailed : null}
      zone={zone}
      restoreLabel={texts.restoreLabel}
      pending={restore.isPending}
      onRestore={(student) => restore.mutate(student)}
    />
  );
}
