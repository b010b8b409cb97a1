import { Hono } from 'hono';
import {
  apiPaths,
  scheduleEntryCreateSchema,
  scheduleEntryUpdateSchema,
  schoolFilterSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

/** The weekly timetable (docs/api-schedule.md). */
export function scheduleRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.scheduleCreate, requireRole('schedules:write'), async (c) => {
      const input = await readBody(c, scheduleEntryCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createScheduleEntry(db, schoolId, input), 201);
    })
    .post(apiPaths.schedulesWhere, requireRole('schedules:read'), async (c) => {
      const filter = await readBody(c, schoolFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listScheduleEntries(db, schoolId) });
    })
    .get(apiPaths.schedule, requireRole('schedules:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getScheduleEntry(db, callerSchoolId(currentUser(c)), id));
    })
    .patch(apiPaths.scheduleUpdate, requireRole('schedules:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, scheduleEntryUpdateSchema);
      return c.json(await service.updateScheduleEntry(db, callerSchoolId(currentUser(c)), id, input, now()));
    })
    .delete(apiPaths.scheduleDelete, requireRole('schedules:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteScheduleEntry(db, callerSchoolId(currentUser(c)), id, now()));
    });
}
