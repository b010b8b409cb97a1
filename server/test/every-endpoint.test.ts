import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, serverErrors } from '../../src/contract/index.ts';
import { loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

type Endpoint = { method: string; path: string; guarded: boolean };

// Every route of docs/api.md. Ids point at rows the owner may change, so only the guard under test can refuse.
const endpoints: Endpoint[] = [
  { method: 'POST', path: apiPath('register'), guarded: false },
  { method: 'POST', path: apiPath('login'), guarded: false },
  { method: 'GET', path: apiPath('authCheck'), guarded: true },
  { method: 'GET', path: apiPath('profile', { id: accounts.teacher.id }), guarded: true },
  { method: 'POST', path: apiPath('usersWhere'), guarded: true },
  { method: 'POST', path: apiPath('usersWithRole'), guarded: true },
  { method: 'POST', path: apiPath('userCreate'), guarded: true },
  { method: 'PATCH', path: apiPath('userUpdate', { id: accounts.teacher.id }), guarded: true },
  { method: 'DELETE', path: apiPath('userDelete', { id: accounts.teacher.id }), guarded: true },
  { method: 'GET', path: apiPath('schools'), guarded: true },
  { method: 'GET', path: apiPath('school', { id: 1 }), guarded: true },
  { method: 'PATCH', path: apiPath('schoolUpdate', { id: 1 }), guarded: true },
  { method: 'DELETE', path: apiPath('schoolDelete', { id: 1 }), guarded: true },
];

const withBody = endpoints.filter((endpoint) => endpoint.method === 'POST' || endpoint.method === 'PATCH');
const label = (endpoint: Endpoint) => `${endpoint.method} /${endpoint.path}`;

describe.each(testDialects())('every endpoint on %s', (dialect) => {
  const t = useTestApp(dialect);
  let ownerCookie: string;

  beforeAll(async () => {
    ownerCookie = await loginAs(t.app, accounts.owner.email);
  });

  const call = (endpoint: Endpoint, headers: Record<string, string>, body?: string) =>
    send(t.app, `/api/${endpoint.path}`, {
      method: endpoint.method,
      headers: { cookie: ownerCookie, ...headers },
      body,
    });

  it.each(
    endpoints.filter((endpoint) => endpoint.guarded).map((endpoint) => [label(endpoint), endpoint] as const),
  )('%s answers 401 without a session', async (_label, endpoint) => {
    const response = await send(t.app, `/api/${endpoint.path}`, {
      method: endpoint.method,
      ...(endpoint.method !== 'GET' &&
        endpoint.method !== 'DELETE' && {
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.unauthenticated });
  });

  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers malformed JSON with 400',
    async (_label, endpoint) => {
      const response = await call(endpoint, { 'content-type': 'application/json' }, '{"role": teacher}');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: serverErrors.invalidJson });
    },
  );

  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers a form body with 415',
    async (_label, endpoint) => {
      const response = await call(
        endpoint,
        { 'content-type': 'application/x-www-form-urlencoded' },
        'role=teacher',
      );
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: serverErrors.unsupportedMediaType });
    },
  );

  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers a body over 1 MiB with 413',
    async (_label, endpoint) => {
      const body = JSON.stringify({ role: 'teacher', note: 'ы'.repeat(600_000) });
      const response = await call(endpoint, { 'content-type': 'application/json' }, body);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: serverErrors.payloadTooLarge });
    },
  );

  it.each(withBody.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers a field of the wrong type with 400',
    async (_label, endpoint) => {
      const response = await call(
        endpoint,
        { 'content-type': 'application/json' },
        JSON.stringify({ email: 1, password: 2, role: 3, school_id: 'one', Name: 4, school: 5, profile: 6 }),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.message).not.toBe(serverErrors.invalidJson);
    },
  );

  it('left every row it aimed at in place', async () => {
    const teacher = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', accounts.teacher.id)
      .executeTakeFirst();
    expect(teacher?.role).toBe('teacher');
    expect(await t.db.selectFrom('schools').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({
      name: 'Школа танца «Грация»',
    });
  });
});
