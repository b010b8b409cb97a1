import { Hono } from 'hono';
import {
  apiPaths,
  studentCreateSchema,
  studentsFilterSchema,
  studentUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function studentRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.studentsAll, requireRole('students:read'), async (c) => {
      const filter = await readBody(c, studentsFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listStudents(db, schoolId, now()) });
    })
    .post(apiPaths.studentCreate, requireRole('students:write'), async (c) => {
      const input = await readBody(c, studentCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createStudent(db, schoolId, input, now()), 201);
    })
    .get(apiPaths.student, requireRole('students:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getStudent(db, callerSchoolId(currentUser(c)), id, now()));
    })
    .put(apiPaths.student, requireRole('students:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, studentUpdateSchema);
      return c.json(await service.updateStudent(db, callerSchoolId(currentUser(c)), id, input, now()));
    })
    .delete(apiPaths.student, requireRole('students:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteStudent(db, callerSchoolId(currentUser(c)), id));
    });
}
