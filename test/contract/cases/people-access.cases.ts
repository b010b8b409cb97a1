import { expect } from 'vitest';
import { type ApiAction, type ApiPathName, apiPath, can, roles, serverErrors } from '@/contract';
import { expectError } from '../expectations';
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { loginAs } from './sign-in';

type Endpoint = {
  method: string;
  path: ApiPathName;
  action: ApiAction;
  body?: object;
  /** Addresses one row by its path id. */
  byId?: true;
  /** Accepts a `school_id` in its body (a filter or a new row). */
  scoped?: true;
};

// Every people endpoint with the permission it needs and a body that would pass validation.
const endpoints: Endpoint[] = [
  { method: 'POST', path: 'leadsWhere', action: 'leads:read', body: {}, scoped: true },
  { method: 'POST', path: 'leadCreate', action: 'leads:write', body: {}, scoped: true },
  { method: 'PATCH', path: 'leadUpdate', action: 'leads:write', body: { name: 'Лид' }, byId: true },
  { method: 'DELETE', path: 'leadDelete', action: 'leads:write', byId: true },
  { method: 'POST', path: 'leadConvert', action: 'leads:write', body: {}, byId: true },
  { method: 'POST', path: 'studentsAll', action: 'students:read', body: {}, scoped: true },
  { method: 'POST', path: 'studentCreate', action: 'students:write', body: {}, scoped: true },
  { method: 'GET', path: 'student', action: 'students:read', byId: true },
  { method: 'PUT', path: 'student', action: 'students:write', body: { name: 'Ученик' }, byId: true },
  { method: 'DELETE', path: 'student', action: 'students:write', byId: true },
  { method: 'POST', path: 'clientCreate', action: 'clients:write', body: {}, scoped: true },
  { method: 'POST', path: 'clientsWhere', action: 'clients:read', body: {}, scoped: true },
  { method: 'GET', path: 'client', action: 'clients:read', byId: true },
  { method: 'PATCH', path: 'clientUpdate', action: 'clients:write', body: { name: 'Клиент' }, byId: true },
  { method: 'DELETE', path: 'clientDelete', action: 'clients:write', byId: true },
  {
    method: 'POST',
    path: 'groupCreate',
    action: 'groups:write',
    body: { name: 'Группа', entity_type: 'lead' },
    scoped: true,
  },
  { method: 'POST', path: 'groupsWhere', action: 'groups:read', body: {}, scoped: true },
  { method: 'GET', path: 'groupsAll', action: 'groups:read' },
  { method: 'GET', path: 'group', action: 'groups:read', byId: true },
  { method: 'PATCH', path: 'groupUpdate', action: 'groups:write', body: { name: 'Группа' }, byId: true },
  { method: 'DELETE', path: 'groupDelete', action: 'groups:write', byId: true },
  { method: 'POST', path: 'statusesWhere', action: 'statuses:read', body: {}, scoped: true },
  { method: 'POST', path: 'statusCreate', action: 'statuses:write', body: { name: 'Думает', type: 'lead' } },
  { method: 'GET', path: 'statusesAll', action: 'statuses:read' },
  { method: 'GET', path: 'status', action: 'statuses:read', byId: true },
  { method: 'PATCH', path: 'statusUpdate', action: 'statuses:write', body: { name: 'Думает' }, byId: true },
  { method: 'DELETE', path: 'statusDelete', action: 'statuses:write', byId: true },
  { method: 'GET', path: 'sourcesAll', action: 'sources:read' },
  { method: 'POST', path: 'sourceCreate', action: 'sources:write', body: { name: 'Вывеска' } },
  { method: 'PATCH', path: 'sourceUpdate', action: 'sources:write', body: { name: 'Вывеска' }, byId: true },
  { method: 'DELETE', path: 'sourceDelete', action: 'sources:write', byId: true },
];

const pathOf = (endpoint: Endpoint, id: number | string = 1) =>
  apiPath(endpoint.path, endpoint.byId ? { id } : {});

export const peopleAccessCases: ContractCases = {
  'every people endpoint needs a session': async (api) => {
    for (const endpoint of endpoints) {
      const answer = await api.request(endpoint.method, pathOf(endpoint), endpoint.body);
      expectError(answer, 401, serverErrors.unauthenticated);
    }
  },

  'roles outside the permission table are refused with 403 on every people endpoint': async (api) => {
    for (const role of roles) {
      await loginAs(api, role === 'admin' ? platformAdmin : seededUserWithRole(role));
      for (const endpoint of endpoints.filter(({ action }) => !can(role, action))) {
        const answer = await api.request(endpoint.method, pathOf(endpoint), endpoint.body);
        expectError(answer, 403, serverErrors.forbidden);
      }
    }
  },

  "another school's rows answer 404 at every address": async (api) => {
    // School 2 addresses lead, student, client, group, status and source 1 of school 1.
    await loginAs(api, salsaOwner);
    for (const endpoint of endpoints.filter(({ byId }) => byId)) {
      const answer = await api.request(endpoint.method, pathOf(endpoint), endpoint.body);
      expectError(answer, 404, serverErrors.notFound);
    }
  },

  'unknown ids answer 404, malformed ids 400': async (api) => {
    await loginAs(api, graciaOwner);
    for (const endpoint of endpoints.filter(({ byId }) => byId)) {
      expectError(
        await api.request(endpoint.method, pathOf(endpoint, 9999), endpoint.body),
        404,
        serverErrors.notFound,
      );
      expectError(
        await api.request(endpoint.method, pathOf(endpoint, '1x'), endpoint.body),
        400,
        serverErrors.invalidId,
      );
    }
  },

  "a filter or a new row naming another school's id answers 403": async (api) => {
    await loginAs(api, graciaOwner);
    for (const endpoint of endpoints.filter(({ scoped }) => scoped)) {
      const body = { ...endpoint.body, school_id: 2 };
      expectError(await api.request(endpoint.method, pathOf(endpoint), body), 403, serverErrors.otherSchool);
    }
  },

  'checks run in order: session, role, body, school, then the ids a body refers to': async (api) => {
    const update = (id: number, body: unknown) => api.request('PATCH', apiPath('leadUpdate', { id }), body);
    expectError(await update(9999, {}), 401, serverErrors.unauthenticated);
    await loginAs(api, seededUserWithRole('receptionist'));
    expectError(await update(9999, {}), 403, serverErrors.forbidden);

    await loginAs(api, graciaOwner);
    expectError(await update(9999, {}), 400, 'Нет полей для изменения');
    expectError(await update(9999, { group_id: 1, groups: [1] }), 400, serverErrors.groupFieldsTogether);
    expectError(await update(9999, { status_id: 999 }), 404, serverErrors.notFound);
    const foreignNew = { school_id: 2, status_id: 999 };
    expectError(await api.request('POST', apiPath('leadCreate'), foreignNew), 403, serverErrors.otherSchool);
    // Among the references: source, status, groups, clients; unknown groups before groups of another table.
    const lead = { source_id: 999, status_id: 999, groups: [999] };
    expectError(await api.request('POST', apiPath('leadCreate'), lead), 400, serverErrors.unknownSource);
    expectError(await update(1, { ...lead, source_id: 1 }), 400, serverErrors.unknownStatus);
    expectError(await update(1, { groups: [3, 999] }), 400, serverErrors.unknownGroup);
    const student = { status_id: 999, groups: [999], clients: [{ id: 999 }] };
    const createStudent = (body: unknown) => api.request('POST', apiPath('studentCreate'), body);
    expectError(await createStudent(student), 400, serverErrors.unknownStatus);
    expectError(await createStudent({ ...student, status_id: 5 }), 400, serverErrors.unknownGroup);
    expect((await api.request('POST', apiPath('leadConvert', { id: 1 }), {})).status).toBe(200);
    const again = await api.request('POST', apiPath('leadConvert', { id: 1 }), {
      student: { group_id: 999 },
    });
    expectError(again, 409, serverErrors.leadAlreadyConverted);
  },

  'filters take an empty body as {}; writes need a JSON body': async (api) => {
    await loginAs(api, graciaOwner);
    for (const path of [
      'leadsWhere',
      'studentsAll',
      'clientsWhere',
      'groupsWhere',
      'statusesWhere',
    ] as const) {
      expect((await api.request('POST', apiPath(path))).status).toBe(200);
    }
    for (const path of [apiPath('leadCreate'), apiPath('leadConvert', { id: 1 }), apiPath('groupCreate')]) {
      expectError(await api.request('POST', path), 400, serverErrors.invalidJson);
    }
  },
};
