import { Hono } from 'hono';
import { apiPaths, sourceWriteSchema } from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function sourceRoutes({ db }: ApiDeps) {
  return new Hono<AppEnv>()
    .get(apiPaths.sourcesAll, requireRole('sources:read'), async (c) => {
      return c.json({ data: await service.listSources(db, callerSchoolId(currentUser(c))) });
    })
    .post(apiPaths.sourceCreate, requireRole('sources:write'), async (c) => {
      const input = await readBody(c, sourceWriteSchema);
      return c.json(await service.createSource(db, callerSchoolId(currentUser(c)), input), 201);
    })
    .patch(apiPaths.sourceUpdate, requireRole('sources:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, sourceWriteSchema);
      return c.json(await service.renameSource(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.sourceDelete, requireRole('sources:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteSource(db, callerSchoolId(currentUser(c)), id));
    });
}
