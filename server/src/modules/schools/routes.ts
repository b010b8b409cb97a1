import { Hono } from 'hono';
import { apiPaths, schoolUpdateSchema } from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { assertCan, requireRole } from '../../auth/require-role.ts';
import { currentUser, requireSession } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function schoolRoutes({ db }: ApiDeps) {
  return new Hono<AppEnv>()
    .get(apiPaths.schools, requireRole('schools:list'), async (c) => {
      return c.json({ data: await service.listSchools(db) });
    })
    .get(apiPaths.school, requireSession, async (c) => {
      const user = currentUser(c);
      // The admin reads any school without being a member; members need `schools:read`.
      if (user.role !== 'admin') assertCan(user, 'schools:read');
      return c.json(await service.getSchool(db, user, readPathId(c)));
    })
    .patch(apiPaths.schoolUpdate, requireRole('schools:update'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, schoolUpdateSchema);
      return c.json(await service.updateSchool(db, currentUser(c), id, input));
    })
    .delete(apiPaths.schoolDelete, requireRole('schools:delete'), async (c) => {
      return c.json(await service.deleteSchool(db, readPathId(c)));
    });
}
