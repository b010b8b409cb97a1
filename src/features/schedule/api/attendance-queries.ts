import { queryOptions } from '@tanstack/react-query';
import { type AttendanceRecord, apiPath, attendanceListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

/** POST /attendance/getallwhere: every student of the lesson's group, present unless marked otherwise. */
async function fetchAttendance(lessonId: number): Promise<AttendanceRecord[]> {
  const { data } = await readJson(
    http.post(apiPath('attendanceWhere'), { json: { lesson_id: lessonId } }),
    attendanceListSchema,
  );
  return data;
}

export const attendanceQueries = {
  all: () => ['attendance'] as const,
  list: (lessonId: number) =>
    queryOptions({ queryKey: ['attendance', 'list', lessonId], queryFn: () => fetchAttendance(lessonId) }),
};
