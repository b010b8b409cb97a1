import { Hono } from 'hono';
import {
  apiPaths,
  leadConversionSchema,
  leadCreateSchema,
  leadsFilterSchema,
  leadUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import { convertLead } from './conversion.ts';
import * as service from './service.ts';

export function leadRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.leadsWhere, requireRole('leads:read'), async (c) => {
      const filter = await readBody(c, leadsFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listLeads(db, schoolId) });
    })
    .post(apiPaths.leadCreate, requireRole('leads:write'), async (c) => {
      const input = await readBody(c, leadCreateSchema);
      const user = currentUser(c);
      const author = { schoolId: callerSchoolId(user, input.school_id), userId: user.id, now: now() };
      return c.json(await service.createLead(db, author, input), 201);
    })
    .patch(apiPaths.leadUpdate, requireRole('leads:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, leadUpdateSchema);
      return c.json(await service.updateLead(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.leadDelete, requireRole('leads:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteLead(db, callerSchoolId(currentUser(c)), id));
    })
    .post(apiPaths.leadConvert, requireRole('leads:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, leadConversionSchema);
      return c.json(await convertLead(db, callerSchoolId(currentUser(c)), id, input, now()));
    });
}
