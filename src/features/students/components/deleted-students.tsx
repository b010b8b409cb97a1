import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { DeletedPeople } from '@/ui/deleted-people';
import { studentQueries } from '../api/student-queries';
import { studentTexts } from '../texts';

/** The owner's deleted students, restorable for RESTORE_DAYS with their groups, passes and money (docs/deletion.md). */
export function DeletedStudents({ schoolId }: { schoolId: number }) {
  const deleted = useQuery(studentQueries.deleted(schoolId));
  return (
    <DeletedPeople
      texts={studentTexts.deleted}
      read={deleted}
      restore={(id) => callApi('studentRestore', { id })}
      resource="students"
    />
  );
}
