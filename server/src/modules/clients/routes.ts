import { Hono } from 'hono';
import {
  apiPaths,
  clientCreateSchema,
  clientsFilterSchema,
  clientUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function clientRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.clientsWhere, requireRole('clients:read'), async (c) => {
      const filter = await readBody(c, clientsFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listClients(db, schoolId, now()) });
    })
    .post(apiPaths.clientCreate, requireRole('clients:write'), async (c) => {
      const input = await readBody(c, clientCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createClient(db, schoolId, input, now()), 201);
    })
    .get(apiPaths.client, requireRole('clients:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getClient(db, callerSchoolId(currentUser(c)), id, now()));
    })
    .patch(apiPaths.clientUpdate, requireRole('clients:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, clientUpdateSchema);
      return c.json(await service.updateClient(db, callerSchoolId(currentUser(c)), id, input, now()));
    })
    .delete(apiPaths.clientDelete, requireRole('clients:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteClient(db, callerSchoolId(currentUser(c)), id));
    });
}
