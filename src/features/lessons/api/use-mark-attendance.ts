import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { AttendanceMark, AttendanceRecord, UnmarkedLesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { markedViews, markUnsaid } from '@/lib/mark-views';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';

type MarkChange = { studentId: number; mark: AttendanceMark | null };

const listed = (data: unknown, lessonId: number) =>
  ((data as UnmarkedLesson[] | undefined) ?? []).some((lesson) => lesson.lesson_id === lessonId);

/**
 * The past lessons left unmarked, as far as one mark's answer cannot say: the answer names one student, not how
 * many of the roll are still unmarked, nor whether the lesson is over by the school's clock. A listed lesson is read
 * again; one not listed can only join the list when a mark is taken back.
 */
function unmarkedUnsaid(record: AttendanceRecord): InvalidateQueryFilters {
  return {
    queryKey: attendanceQueries.unmarked().queryKey,
    predicate: (query) => record.mark === null || listed(query.state.data, record.lesson_id),
  };
}

/**
 * POST /attendance/mark: the mark changes at once and goes back, with a message, if the server refuses. A mark
 * moves money (docs/money.md), and its answer says how: the record, with the pass's remaining visits and the
 * student's balance, goes into the roll and into the balances and passes cached; only what it cannot say is read
 * again (src/lib/money-views.ts).
 */
export function useMarkAttendance(lessonId: number) {
  return useWrite({
    mutationKey: mutationKey('attendance', 'mark', lessonId),
    request: ({ studentId, mark }: MarkChange) =>
      callApi('attendanceMark', { json: { lesson_id: lessonId, student_id: studentId, mark } }),
    // The staff's mark replaces the family's «не придём» from the cabinet (the server clears it too).
    optimistic: ({ studentId, mark }) => [
      cachedView<AttendanceRecord[]>(attendanceQueries.list(lessonId).queryKey, (records) =>
        records.map((record) =>
          record.student_id === studentId
            ? { ...record, mark, is_present: mark === null || mark === 'present', announced: false }
            : record,
        ),
      ),
    ],
    answered: (record) => markedViews([record]),
    refresh: (record) => [...markUnsaid([record]), unmarkedUnsaid(record)],
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.markFailed),
  });
}

/**
 * POST /attendance/mark-all: everyone not yet marked becomes present. The answer is the whole roll, so it also
 * says the lesson has nobody unmarked left.
 */
export function useMarkAllPresent(lessonId: number) {
  return useWrite({
    mutationKey: mutationKey('attendance', 'mark-all', lessonId),
    request: () => callApi('attendanceMarkAll', { json: { lesson_id: lessonId } }),
    answered: (records) => [
      ...markedViews(records),
      cachedView<UnmarkedLesson[]>(attendanceQueries.unmarked().queryKey, (lessons) =>
        listed(lessons, lessonId) ? lessons.filter((lesson) => lesson.lesson_id !== lessonId) : undefined,
      ),
    ],
    refresh: (records) => markUnsaid(records),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.markFailed),
  });
}
