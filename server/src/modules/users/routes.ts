import { Hono } from 'hono';
import {
  apiPaths,
  staffCreateSchema,
  staffUpdateSchema,
  usersFilterSchema,
  usersWithRoleFilterSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser, requireSession } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function userRoutes({ db, now }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.usersWhere, requireRole('users:list'), async (c) => {
      const filter = await readBody(c, usersFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listUsers(db, schoolId, filter.role) });
    })
    .post(apiPaths.usersWithRole, requireRole('users:list-by-role'), async (c) => {
      const filter = await readBody(c, usersWithRoleFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listUsers(db, schoolId, filter.role) });
    })
    .post(apiPaths.userCreate, requireRole('users:manage'), async (c) => {
      const input = await readBody(c, staffCreateSchema);
      const schoolId = callerSchoolId(currentUser(c));
      return c.json(await service.createStaff(db, schoolId, input, now()), 201);
    })
    .patch(apiPaths.userUpdate, requireRole('users:manage'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, staffUpdateSchema);
      const schoolId = callerSchoolId(currentUser(c));
      return c.json(await service.updateStaff(db, schoolId, id, input));
    })
    .delete(apiPaths.userDelete, requireRole('users:manage'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteStaff(db, callerSchoolId(currentUser(c)), id));
    })
    .get(apiPaths.profile, requireSession, async (c) => {
      return c.json(await service.getProfile(db, currentUser(c), readPathId(c)));
    });
}
