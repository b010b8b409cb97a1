import { queryOptions } from '@tanstack/react-query';
import type { AttendanceRecord } from '@/contract';
import { callApi } from '@/lib/http';
import { moneyViewKeys, resourceKeys } from '@/lib/query-keys';

/** POST /attendance/getallwhere: every student of the lesson's group, present unless marked otherwise. */
async function fetchAttendance(lessonId: number): Promise<AttendanceRecord[]> {
  const data = await callApi('attendanceWhere', { json: { lesson_id: lessonId } });
  return data;
}

export const attendanceQueries = {
  all: () => resourceKeys.attendance,
  list: (lessonId: number) =>
    queryOptions({
      queryKey: moneyViewKeys.roll(lessonId),
      queryFn: () => fetchAttendance(lessonId),
    }),
  /**
   * GET /lessons/unmarked: past lessons whose roll still has unmarked students, newest first. Under the attendance
   * key: whatever refreshes every roll (a closure, a lesson's charges) refreshes it too.
   */
  unmarked: () =>
    queryOptions({
      queryKey: moneyViewKeys.unmarked(),
      queryFn: () => callApi('lessonsUnmarked'),
    }),
};
