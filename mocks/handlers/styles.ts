import { HttpResponse } from 'msw';
import {
  dateRangeMessage,
  dateRangeRefine,
  schoolFilterSchema,
  serverErrors,
  styleCreateSchema,
  styleUpdateSchema,
} from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { createStyle } from '../db/schedule-writes';
import { ownRow, rowsOfSchool } from '../db/school-rows';
import { deleteRows } from '../db/table';
import { requireAccess, requireOwnSchool } from '../http/access';
import { apiErrors } from '../http/api-error';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { styleJson } from '../http/schedule-serializers';

/** The spec's styles are the school's directions (hip-hop, jazz-funk…) that lessons are taught in. */
export const styleHandlers = [
  route('post', 'styleCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'styles:write');
    const input = await readBody(request, styleCreateSchema);
    const schoolId = requireOwnSchool(caller, input.school_id);
    const style = changeMockDb((db) => createStyle(db, schoolId, input));
    return HttpResponse.json(styleJson(style), { status: 201 });
  }),

  route('post', 'stylesWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'styles:read');
    const filter = await readBody(request, schoolFilterSchema, { emptyAsObject: true });
    const schoolId = requireOwnSchool(caller, filter.school_id);
    return HttpResponse.json({ data: rowsOfSchool(mockDb().styles, schoolId).map(styleJson) });
  }),

  route('get', 'style', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'styles:read');
    const styleId = readPathId(params);
    return HttpResponse.json(styleJson(ownRow(mockDb().styles, requireOwnSchool(caller), styleId)));
  }),

  route('put', 'style', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'styles:write');
    const styleId = readPathId(params);
    const changes = await readBody(request, styleUpdateSchema);
    const style = ownRow(mockDb().styles, requireOwnSchool(caller), styleId);
    // A change of one end of the active range is checked against the stored other end.
    if (!dateRangeRefine({ ...style, ...changes })) throw apiErrors.badRequest(dateRangeMessage);
    changeMockDb(() => Object.assign(style, changes));
    return HttpResponse.json(styleJson(style));
  }),

  route('delete', 'style', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'styles:write');
    const styleId = readPathId(params);
    const style = ownRow(mockDb().styles, requireOwnSchool(caller), styleId);
    const db = mockDb();
    // A direction past lessons were taught in stays: archiving hides it from the coming weeks instead.
    const inUse =
      db.schedules.rows.some((entry) => entry.direction_id === style.id) ||
      db.lessons.rows.some((lesson) => lesson.direction_id === style.id);
    if (inUse) throw apiErrors.conflict(serverErrors.styleInUse);
    changeMockDb((tables) => deleteRows(tables.styles, (row) => row.id === style.id));
    return HttpResponse.json({ id: style.id });
  }),
];
