import { Hono } from 'hono';
import {
  apiPaths,
  schoolFilterSchema,
  styleCreateSchema,
  styleUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

/** Directions of the school: the spec's "styles" (docs/api-schedule.md). */
export function styleRoutes({ db }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.styleCreate, requireRole('styles:write'), async (c) => {
      const input = await readBody(c, styleCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createStyle(db, schoolId, input), 201);
    })
    .post(apiPaths.stylesWhere, requireRole('styles:read'), async (c) => {
      const filter = await readBody(c, schoolFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listStyles(db, schoolId) });
    })
    .get(apiPaths.style, requireRole('styles:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getStyle(db, callerSchoolId(currentUser(c)), id));
    })
    .put(apiPaths.style, requireRole('styles:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, styleUpdateSchema);
      return c.json(await service.updateStyle(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.style, requireRole('styles:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteStyle(db, callerSchoolId(currentUser(c)), id));
    });
}
