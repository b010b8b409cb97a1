import { Hono } from 'hono';
import {
  apiPaths,
  groupCreateSchema,
  groupsFilterSchema,
  groupUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { requireRole } from '../../auth/require-role.ts';
import { currentUser } from '../../auth/require-session.ts';
import { readPathId } from '../../http/path-id.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function groupRoutes({ db }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.groupsWhere, requireRole('groups:read'), async (c) => {
      const filter = await readBody(c, groupsFilterSchema, { emptyAsObject: true });
      const schoolId = callerSchoolId(currentUser(c), filter.school_id);
      return c.json({ data: await service.listGroups(db, schoolId, filter.entity_type) });
    })
    .get(apiPaths.groupsAll, requireRole('groups:read'), async (c) => {
      return c.json({ data: await service.listGroups(db, callerSchoolId(currentUser(c))) });
    })
    .get(apiPaths.group, requireRole('groups:read'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.getGroup(db, callerSchoolId(currentUser(c)), id));
    })
    .post(apiPaths.groupCreate, requireRole('groups:write'), async (c) => {
      const input = await readBody(c, groupCreateSchema);
      const schoolId = callerSchoolId(currentUser(c), input.school_id);
      return c.json(await service.createGroup(db, schoolId, input), 201);
    })
    .patch(apiPaths.groupUpdate, requireRole('groups:write'), async (c) => {
      const id = readPathId(c);
      const input = await readBody(c, groupUpdateSchema);
      return c.json(await service.updateGroup(db, callerSchoolId(currentUser(c)), id, input));
    })
    .delete(apiPaths.groupDelete, requireRole('groups:write'), async (c) => {
      const id = readPathId(c);
      return c.json(await service.deleteGroup(db, callerSchoolId(currentUser(c)), id));
    });
}
