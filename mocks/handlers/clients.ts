import { HttpResponse } from 'msw';
import { clientCreateSchema, clientsFilterSchema, clientUpdateSchema } from '@/contract';
import { clientsOf, createClient, deleteClient, updateClient } from '../db/clients';
import { changeMockDb, mockDb } from '../db/database';
import { ownRow } from '../db/school-rows';
import { requireAccess, requireOwnSchool } from '../http/access';
import { clientJson } from '../http/client-json';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';

export const clientHandlers = [
  route('post', 'clientCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'clients:write');
    const { school_id, ...input } = await readBody(request, clientCreateSchema);
    const schoolId = requireOwnSchool(caller, school_id);
    const client = changeMockDb((db) => createClient(db, schoolId, input));
    return HttpResponse.json(clientJson(mockDb(), client), { status: 201 });
  }),

  route('post', 'clientsWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'clients:read');
    const filter = await readBody(request, clientsFilterSchema, { emptyAsObject: true });
    const db = mockDb();
    const clients = clientsOf(db, requireOwnSchool(caller, filter.school_id));
    return HttpResponse.json({ data: clients.map((client) => clientJson(db, client)) });
  }),

  route('get', 'client', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'clients:read');
    const clientId = readPathId(params);
    const client = ownRow(mockDb().clients, requireOwnSchool(caller), clientId);
    return HttpResponse.json(clientJson(mockDb(), client));
  }),

  route('patch', 'clientUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'clients:write');
    const clientId = readPathId(params);
    const changes = await readBody(request, clientUpdateSchema);
    const schoolId = requireOwnSchool(caller);
    const client = changeMockDb((db) => updateClient(db, schoolId, clientId, changes));
    return HttpResponse.json(clientJson(mockDb(), client));
  }),

  route('delete', 'clientDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'clients:write');
    const clientId = readPathId(params);
    const client = ownRow(mockDb().clients, requireOwnSchool(caller), clientId);
    changeMockDb((db) => deleteClient(db, client));
    return HttpResponse.json({ id: client.id });
  }),
];
