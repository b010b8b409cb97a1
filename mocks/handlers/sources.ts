import { HttpResponse } from 'msw';
import { sourceWriteSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { deleteSource } from '../db/dictionaries';
import { ownRow, rowsOfSchool } from '../db/school-rows';
import { insertRow } from '../db/table';
import { requireAccess, requireOwnSchool } from '../http/access';
import { sourceJson } from '../http/dictionary-json';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';

export const sourceHandlers = [
  route('get', 'sourcesAll', ({ cookies }) => {
    const caller = requireAccess(cookies, 'sources:read');
    const sources = rowsOfSchool(mockDb().sources, requireOwnSchool(caller));
    return HttpResponse.json({ data: sources.map(sourceJson) });
  }),

  route('post', 'sourceCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'sources:write');
    const { name } = await readBody(request, sourceWriteSchema);
    const schoolId = requireOwnSchool(caller);
    const source = changeMockDb((db) => insertRow(db.sources, { name, school_id: schoolId }));
    return HttpResponse.json(sourceJson(source), { status: 201 });
  }),

  route('patch', 'sourceUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'sources:write');
    const sourceId = readPathId(params);
    const { name } = await readBody(request, sourceWriteSchema);
    const source = ownRow(mockDb().sources, requireOwnSchool(caller), sourceId);
    changeMockDb(() => {
      source.name = name;
    });
    return HttpResponse.json(sourceJson(source));
  }),

  route('delete', 'sourceDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'sources:write');
    const sourceId = readPathId(params);
    const source = ownRow(mockDb().sources, requireOwnSchool(caller), sourceId);
    changeMockDb((db) => deleteSource(db, source));
    return HttpResponse.json({ id: source.id });
  }),
];
