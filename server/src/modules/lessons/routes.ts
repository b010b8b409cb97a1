import { Hono } from 'hono';
import {
  apiPaths,
  lessonCreateSchema,
  lessonsFilterSchema,
  lessonUpdateSchema,
  schoolFilterSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import { generateLessons } from './generation.ts';
import * as service from './service.ts';

export function lessonRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.lessonCreate, requireRole('lessons:create'), async (c) => {
      const input = await readBody(c, lessonCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createLesson(db, schoolId, input, now()), 201);
    })
    .post(apiPaths.lessonsGenerate, requireRole('lessons:generate'), async (c) => {
      // The school comes from the session; a school_id sent anyway must be the caller's own.
      const filter = await readBody(c, schoolFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json(await generateLessons(db, { schoolId }, now()));
    })
    .post(apiPaths.lessonsWhere, requireRole('lessons:read'), async (c) => {
      const filter = await readBody(c, lessonsFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listLessons(db, schoolId, filter) });
    })
    .get(apiPaths.lesson, requireRole('lessons:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getLesson(db, callerSchoolId(currentUser(c)), id));
    })
    .patch(apiPaths.lessonUpdate, requireRole('lessons:update'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, lessonUpdateSchema);
      return c.json(await service.updateLesson(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.lessonDelete, requireRole('lessons:delete'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteLesson(db, callerSchoolId(currentUser(c)), id));
    });
}
