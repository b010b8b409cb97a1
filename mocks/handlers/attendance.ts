import { HttpResponse } from 'msw';
import { attendanceFilterSchema, attendanceMarkSchema } from '@/contract';
import { attendanceOf, markAttendance } from '../db/attendance';
import { changeMockDb, mockDb } from '../db/database';
import { ownRow } from '../db/school-rows';
import { requireAccess, requireOwnSchool } from '../http/access';
import { readBody } from '../http/request-body';
import { route } from '../http/route';

export const attendanceHandlers = [
  route('post', 'attendanceWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'attendance:read');
    const { lesson_id } = await readBody(request, attendanceFilterSchema);
    const lesson = ownRow(mockDb().lessons, requireOwnSchool(caller), lesson_id);
    return HttpResponse.json({ data: attendanceOf(mockDb(), lesson) });
  }),

  route('post', 'attendanceMark', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'attendance:mark');
    const { lesson_id, ...mark } = await readBody(request, attendanceMarkSchema);
    const lesson = ownRow(mockDb().lessons, requireOwnSchool(caller), lesson_id);
    return HttpResponse.json(changeMockDb((db) => markAttendance(db, caller, lesson, mark)));
  }),
];
