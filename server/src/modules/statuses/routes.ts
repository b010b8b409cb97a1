import { Hono } from 'hono';
import {
  apiPaths,
  statusCreateSchema,
  statusesFilterSchema,
  statusUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function statusRoutes({ db }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.statusesWhere, requireRole('statuses:read'), async (c) => {
      const filter = await readBody(c, statusesFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listStatuses(db, schoolId, filter.type) });
    })
    .get(apiPaths.statusesAll, requireRole('statuses:read'), async (c) => {
      return c.json({ data: await service.listStatuses(db, callerSchoolId(currentUser(c))) });
    })
    .get(apiPaths.status, requireRole('statuses:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getStatus(db, callerSchoolId(currentUser(c)), id));
    })
    .post(apiPaths.statusCreate, requireRole('statuses:write'), async (c) => {
      const input = await readBody(c, statusCreateSchema);
      return c.json(await service.createStatus(db, callerSchoolId(currentUser(c)), input), 201);
    })
    .patch(apiPaths.statusUpdate, requireRole('statuses:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, statusUpdateSchema);
      return c.json(await service.updateStatus(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.statusDelete, requireRole('statuses:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteStatus(db, callerSchoolId(currentUser(c)), id));
    });
}
