import { queryOptions } from '@tanstack/react-query';
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
};
