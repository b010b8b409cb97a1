import { HttpResponse } from 'msw';
import { groupCreateSchema, groupsFilterSchema, groupUpdateSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { createGroup, deleteGroup } from '../db/groups';
import { ownRow, rowsOfSchool } from '../db/school-rows';
import { requireAccess, requireOwnSchool } from '../http/access';
import { groupJson } from '../http/dictionary-json';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';

export const groupHandlers = [
  route('post', 'groupCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'groups:write');
    const { school_id, ...input } = await readBody(request, groupCreateSchema);
    const schoolId = requireOwnSchool(caller, school_id);
    const group = changeMockDb((db) => createGroup(db, schoolId, input));
    return HttpResponse.json(groupJson(group), { status: 201 });
  }),

  route('post', 'groupsWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'groups:read');
    const filter = await readBody(request, groupsFilterSchema, { emptyAsObject: true });
    const groups = rowsOfSchool(mockDb().groups, requireOwnSchool(caller, filter.school_id)).filter(
      (group) => filter.entity_type === undefined || group.entity_type === filter.entity_type,
    );
    return HttpResponse.json({ data: groups.map(groupJson) });
  }),

  route('get', 'groupsAll', ({ cookies }) => {
    const caller = requireAccess(cookies, 'groups:read');
    const groups = rowsOfSchool(mockDb().groups, requireOwnSchool(caller));
    return HttpResponse.json({ data: groups.map(groupJson) });
  }),

  route('get', 'group', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'groups:read');
    const groupId = readPathId(params);
    return HttpResponse.json(groupJson(ownRow(mockDb().groups, requireOwnSchool(caller), groupId)));
  }),

  route('patch', 'groupUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'groups:write');
    const groupId = readPathId(params);
    const changes = await readBody(request, groupUpdateSchema);
    const group = ownRow(mockDb().groups, requireOwnSchool(caller), groupId);
    changeMockDb(() => {
      if (changes.name !== undefined) group.name = changes.name;
      if (changes.color !== undefined) group.color = changes.color;
    });
    return HttpResponse.json(groupJson(group));
  }),

  route('delete', 'groupDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'groups:write');
    const groupId = readPathId(params);
    const group = ownRow(mockDb().groups, requireOwnSchool(caller), groupId);
    changeMockDb((db) => deleteGroup(db, group));
    return HttpResponse.json({ id: group.id });
  }),
];
