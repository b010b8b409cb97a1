import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiAction, apiPath, can, type Role, serverErrors } from '../../../src/contract/index.ts';
import { loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

type Endpoint = { method: string; path: string; action: ApiAction; body?: unknown };

// Every schedule route with a request a permitted role cannot complete (an invalid body, an unknown id), so the
// table runs without changing anything: a refused role gets the permission's 403, any other answer means it passed.
const endpoints: Endpoint[] = [
  { method: 'POST', path: apiPath('styleCreate'), action: 'styles:write', body: {} },
  { method: 'POST', path: apiPath('stylesWhere'), action: 'styles:read', body: {} },
  { method: 'GET', path: apiPath('style', { id: 1 }), action: 'styles:read' },
  { method: 'PUT', path: apiPath('style', { id: 999999 }), action: 'styles:write', body: {} },
  { method: 'DELETE', path: apiPath('style', { id: 999999 }), action: 'styles:write' },
  { method: 'POST', path: apiPath('scheduleCreate'), action: 'schedules:write', body: {} },
  { method: 'POST', path: apiPath('schedulesWhere'), action: 'schedules:read', body: {} },
  { method: 'GET', path: apiPath('schedule', { id: 1 }), action: 'schedules:read' },
  { method: 'PATCH', path: apiPath('scheduleUpdate', { id: 999999 }), action: 'schedules:write', body: {} },
  { method: 'DELETE', path: apiPath('scheduleDelete', { id: 999999 }), action: 'schedules:write' },
  { method: 'POST', path: apiPath('lessonCreate'), action: 'lessons:create', body: {} },
  { method: 'POST', path: apiPath('lessonsGenerate'), action: 'lessons:generate', body: { school_id: 'x' } },
  { method: 'POST', path: apiPath('lessonsWhere'), action: 'lessons:read', body: {} },
  { method: 'GET', path: apiPath('lesson', { id: 999999 }), action: 'lessons:read' },
  { method: 'PATCH', path: apiPath('lessonUpdate', { id: 999999 }), action: 'lessons:update', body: {} },
  { method: 'DELETE', path: apiPath('lessonDelete', { id: 999999 }), action: 'lessons:delete' },
  { method: 'POST', path: apiPath('attendanceWhere'), action: 'attendance:read', body: {} },
  { method: 'POST', path: apiPath('attendanceMark'), action: 'attendance:mark', body: {} },
];

const callers = {
  admin: accounts.admin,
  owner: accounts.owner,
  manager: accounts.manager,
  receptionist: accounts.receptionist,
  teacher: accounts.teacher,
  accountant: accounts.accountant,
} satisfies Record<Role, { email: string }>;

const label = (endpoint: Endpoint) => `${endpoint.method} /${endpoint.path}`;

describe.each(testDialects())('schedule permissions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const cookies: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    for (const [role, account] of Object.entries(callers) as [Role, { email: string }][]) {
      cookies[role] = await loginAs(t.app, account.email);
    }
  });

  const call = (endpoint: Endpoint, cookie?: string) =>
    send(t.app, `/api/${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        ...(cookie && { cookie }),
        ...(endpoint.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(endpoint.body !== undefined && { body: JSON.stringify(endpoint.body) }),
    });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s follows the permission table for every role',
    async (_label, endpoint) => {
      for (const role of Object.keys(callers) as Role[]) {
        const response = await call(endpoint, cookies[role]);
        if (can(role, endpoint.action)) {
          expect(response.body, `${role} may ${endpoint.action}`).not.toEqual({
            message: serverErrors.forbidden,
          });
        } else {
          expect(response.status, `${role} may not ${endpoint.action}`).toBe(403);
          expect(response.body).toEqual({ message: serverErrors.forbidden });
        }
      }
    },
  );

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 401 without a session',
    async (_label, endpoint) => {
      const response = await call(endpoint);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.unauthenticated });
    },
  );

  it('changed nothing of the demo schedule', async () => {
    const count = async (table: 'styles' | 'schedules' | 'lessons' | 'attendance') =>
      (await t.db.selectFrom(table).select('id').execute()).length;
    expect([
      await count('styles'),
      await count('schedules'),
      await count('lessons'),
      await count('attendance'),
    ]).toEqual([5, 11, 0, 0]);
  });
});
