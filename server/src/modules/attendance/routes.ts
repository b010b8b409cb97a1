import { Hono } from 'hono';
import { apiPaths, attendanceFilterSchema, attendanceMarkSchema } from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function attendanceRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.attendanceWhere, requireRole('attendance:read'), async (c) => {
      const filter = await readBody(c, attendanceFilterSchema, { emptyAsObject: true });
      return c.json({
        data: await service.listAttendance(db, callerSchoolId(currentUser(c)), filter.lesson_id),
      });
    })
    .post(apiPaths.attendanceMark, requireRole('attendance:mark'), async (c) => {
      const input = await readBody(c, attendanceMarkSchema);
      const user = currentUser(c);
      return c.json(await service.markAttendance(db, user, callerSchoolId(user), input, now()));
    });
}
