import { HttpResponse } from 'msw';
import { statusCreateSchema, statusesFilterSchema, statusUpdateSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { deleteStatus } from '../db/dictionaries';
import { ownRow, rowsOfSchool } from '../db/school-rows';
import { insertRow } from '../db/table';
import { requireAccess, requireOwnSchool } from '../http/access';
import { statusJson } from '../http/dictionary-json';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';

// A status without a colour of its own is painted blue (docs/api-people.md).
const DEFAULT_STATUS_COLOR = 'blue';

export const statusHandlers = [
  route('post', 'statusesWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'statuses:read');
    const filter = await readBody(request, statusesFilterSchema, { emptyAsObject: true });
    const statuses = rowsOfSchool(mockDb().statuses, requireOwnSchool(caller, filter.school_id)).filter(
      (status) => filter.type === undefined || status.type === filter.type,
    );
    return HttpResponse.json({ data: statuses.map(statusJson) });
  }),

  route('post', 'statusCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'statuses:write');
    const input = await readBody(request, statusCreateSchema);
    const schoolId = requireOwnSchool(caller);
    const status = changeMockDb((db) =>
      insertRow(db.statuses, { ...input, color: input.color ?? DEFAULT_STATUS_COLOR, school_id: schoolId }),
    );
    return HttpResponse.json(statusJson(status), { status: 201 });
  }),

  route('get', 'statusesAll', ({ cookies }) => {
    const caller = requireAccess(cookies, 'statuses:read');
    const statuses = rowsOfSchool(mockDb().statuses, requireOwnSchool(caller));
    return HttpResponse.json({ data: statuses.map(statusJson) });
  }),

  route('get', 'status', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'statuses:read');
    const statusId = readPathId(params);
    return HttpResponse.json(statusJson(ownRow(mockDb().statuses, requireOwnSchool(caller), statusId)));
  }),

  route('patch', 'statusUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'statuses:write');
    const statusId = readPathId(params);
    const changes = await readBody(request, statusUpdateSchema);
    const status = ownRow(mockDb().statuses, requireOwnSchool(caller), statusId);
    changeMockDb(() => {
      if (changes.name !== undefined) status.name = changes.name;
      if (changes.color !== undefined) status.color = changes.color;
    });
    return HttpResponse.json(statusJson(status));
  }),

  route('delete', 'statusDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'statuses:write');
    const statusId = readPathId(params);
    const status = ownRow(mockDb().statuses, requireOwnSchool(caller), statusId);
    changeMockDb((db) => deleteStatus(db, status));
    return HttpResponse.json({ id: status.id });
  }),
];
