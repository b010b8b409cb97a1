import { useQuery } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { attendanceQueries } from '../api/attendance-queries';
import { useMarkAllPresent } from '../api/use-mark-attendance';
import { scheduleTexts } from '../texts';
import styles from './attendance-list.module.css';
import { AttendanceRow } from './attendance-row';

type AttendanceListProps = {
  lessonId: number;
  /** False for a cancelled lesson, or a teacher looking at a colleague's lesson: the list is read-only. */
  editable: boolean;
  /** Why the list is read-only, shown under it. */
  readOnlyNote: string | null;
  /** The student whose marks take the keyboard (found at the front desk); a new `request` asks again. */
  focus?: { studentId: number; request: number } | null;
};

/**
 * Every student of the group with their mark, each change saved at once. The spec's count keeps counting an
 * unmarked student as present; how many are still unmarked is said beside it, and «Все присутствовали» marks them.
 */
export function AttendanceList({ lessonId, editable, readOnlyNote, focus = null }: AttendanceListProps) {
  const attendance = useQuery(attendanceQueries.list(lessonId));
  const markAll = useMarkAllPresent(lessonId);
  const records = attendance.data ?? [];
  const presentCount = records.filter((record) => record.is_present).length;
  const unmarked = records.filter((record) => record.mark === null).length;

  return (
    <section className={styles.section} aria-label={scheduleTexts.attendanceLabel}>
      <header className={styles.header}>
        <h3 className={styles.title}>{scheduleTexts.attendanceTitle}</h3>
        {records.length > 0 && (
          <span className={styles.count}>
            {scheduleTexts.presentCount(presentCount, records.length)}
            {unmarked > 0 && ` · ${scheduleTexts.unmarkedCount(unmarked)}`}
          </span>
        )}
        {editable && unmarked > 0 && (
          <Button
            title={scheduleTexts.markAllHint}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {scheduleTexts.markAll}
          </Button>
        )}
      </header>
      {attendance.isPending && <Loader />}
      {attendance.isError && <ErrorMessage>{toErrorMessage(attendance.error, 'lessons')}</ErrorMessage>}
      {attendance.isSuccess && records.length === 0 && (
        <p className={styles.note}>{scheduleTexts.noStudents}</p>
      )}
      {records.length > 0 && (
        <ul className={styles.list}>
          {records.map((record) => (
            <AttendanceRow
              key={record.student_id}
              record={record}
              editable={editable}
              focusRequest={record.student_id === focus?.studentId ? focus.request : undefined}
            />
          ))}
        </ul>
      )}
      {readOnlyNote && <p className={styles.note}>{readOnlyNote}</p>}
    </section>
  );
}
