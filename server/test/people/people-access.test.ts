import { describe, expect, it } from 'vitest';
import { type ApiAction, apiPath, can, type Role, serverErrors } from '../../../src/contract/index.ts';
import { send } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { type Account, useSignedIn } from './support/people-session.ts';

type Endpoint = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string; action: ApiAction };

// Every people route with the permission that guards it (docs/api-people.md). Ids name no row, so a caller the
// table lets through meets a 404 or a 400 at worst, never a change to the demo data.
const NO_ROW = { id: 999_999 };
const endpoints: Endpoint[] = [
  { method: 'POST', path: apiPath('leadsWhere'), action: 'leads:read' },
  { method: 'POST', path: apiPath('leadCreate'), action: 'leads:write' },
  { method: 'PATCH', path: apiPath('leadUpdate', NO_ROW), action: 'leads:write' },
  { method: 'DELETE', path: apiPath('leadDelete', NO_ROW), action: 'leads:write' },
  { method: 'POST', path: apiPath('leadConvert', NO_ROW), action: 'leads:write' },
  { method: 'POST', path: apiPath('studentsAll'), action: 'students:read' },
  { method: 'POST', path: apiPath('studentCreate'), action: 'students:write' },
  { method: 'GET', path: apiPath('student', NO_ROW), action: 'students:read' },
  { method: 'PUT', path: apiPath('student', NO_ROW), action: 'students:write' },
  { method: 'DELETE', path: apiPath('student', NO_ROW), action: 'students:write' },
  { method: 'POST', path: apiPath('clientCreate'), action: 'clients:write' },
  { method: 'POST', path: apiPath('clientsWhere'), action: 'clients:read' },
  { method: 'GET', path: apiPath('client', NO_ROW), action: 'clients:read' },
  { method: 'PATCH', path: apiPath('clientUpdate', NO_ROW), action: 'clients:write' },
  { method: 'DELETE', path: apiPath('clientDelete', NO_ROW), action: 'clients:write' },
  { method: 'POST', path: apiPath('groupCreate'), action: 'groups:write' },
  { method: 'POST', path: apiPath('groupsWhere'), action: 'groups:read' },
  { method: 'GET', path: apiPath('groupsAll'), action: 'groups:read' },
  { method: 'GET', path: apiPath('group', NO_ROW), action: 'groups:read' },
  { method: 'PATCH', path: apiPath('groupUpdate', NO_ROW), action: 'groups:write' },
  { method: 'DELETE', path: apiPath('groupDelete', NO_ROW), action: 'groups:write' },
  { method: 'POST', path: apiPath('statusesWhere'), action: 'statuses:read' },
  { method: 'POST', path: apiPath('statusCreate'), action: 'statuses:write' },
  { method: 'GET', path: apiPath('statusesAll'), action: 'statuses:read' },
  { method: 'GET', path: apiPath('status', NO_ROW), action: 'statuses:read' },
  { method: 'PATCH', path: apiPath('statusUpdate', NO_ROW), action: 'statuses:write' },
  { method: 'DELETE', path: apiPath('statusDelete', NO_ROW), action: 'statuses:write' },
  { method: 'GET', path: apiPath('sourcesAll'), action: 'sources:read' },
  { method: 'POST', path: apiPath('sourceCreate'), action: 'sources:write' },
  { method: 'PATCH', path: apiPath('sourceUpdate', NO_ROW), action: 'sources:write' },
  { method: 'DELETE', path: apiPath('sourceDelete', NO_ROW), action: 'sources:write' },
];

const callers: [Account, Role][] = [
  ['admin', 'admin'],
  ['owner', 'owner'],
  ['manager', 'manager'],
  ['receptionist', 'receptionist'],
  ['teacher', 'teacher'],
  ['accountant', 'accountant'],
];
const label = (endpoint: Endpoint) => `${endpoint.method} /${endpoint.path}`;

// Every write schema refuses a numeric name (filters and the conversion ignore it), so no caller changes anything.
const bodyFor = (endpoint: Endpoint) =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : JSON.stringify({ name: 5 });

describe.each(testDialects())('people permissions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { cookieOf } = useSignedIn(
    t,
    callers.map(([account]) => account),
  );

  const call = (endpoint: Endpoint, cookie?: string) => {
    const body = bodyFor(endpoint);
    return send(t.app, `/api/${endpoint.path}`, {
      method: endpoint.method,
      headers: { ...(cookie && { cookie }), ...(body && { 'content-type': 'application/json' }) },
      body,
    });
  };

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 401 without a session',
    async (_label, endpoint) => {
      const response = await call(endpoint);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.unauthenticated });
    },
  );

  it.each(
    endpoints
      .filter((endpoint) => endpoint.method !== 'GET' && endpoint.method !== 'DELETE')
      .map((endpoint) => [label(endpoint), endpoint] as const),
  )('%s answers malformed JSON with 400', async (_label, endpoint) => {
    const response = await send(t.app, `/api/${endpoint.path}`, {
      method: endpoint.method,
      headers: { cookie: cookieOf('owner'), 'content-type': 'application/json' },
      body: '{"name": Вог}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: serverErrors.invalidJson });
  });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s follows the permission table for every role',
    async (_label, endpoint) => {
      for (const [account, role] of callers) {
        const response = await call(endpoint, cookieOf(account));
        if (can(role, endpoint.action)) {
          expect([200, 400, 404], `${account}: ${response.text}`).toContain(response.status);
        } else {
          expect(response.status, account).toBe(403);
          expect(response.body).toEqual({ message: serverErrors.forbidden });
        }
      }
    },
  );
});
