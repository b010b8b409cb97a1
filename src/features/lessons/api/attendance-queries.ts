import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AttendanceRecord } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /attendance/getallwhere: every student of the lesson's group, present unless marked otherwise. */
async function fetchAttendance(lessonId: number): Promise<AttendanceRecord[]> {
  const data = await callApi('attendanceWhere', { json: { lesson_id: lessonId } });
  return data;
}

export const attendanceQueries = {
  all: () => ['attendance'] as const,
  list: (lessonId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.attendance, 'list', lessonId],
      queryFn: () => fetchAttendance(lessonId),
    }),
  /**
   * GET /lessons/unmarked: past lessons whose roll still has unmarked students, newest first. Under the attendance
   * key: whatever refreshes marks (a mark, a closure, a sale) refreshes it too.
   */
  unmarked: () =>
    queryOptions({
      queryKey: [...resourceKeys.attendance, 'unmarked'],
      queryFn: () => callApi('lessonsUnmarked'),
    }),
};

/** After a mark, or a lesson made, cancelled, moved or deleted: the past lessons left unmarked are read again. */
export function refreshUnmarked(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: attendanceQueries.unmarked().queryKey });
}
