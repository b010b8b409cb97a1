import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { createDatabase } from '../node/database.ts';
import { createApp } from '../src/app.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { buildStaff } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestClock } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

const MIB = 1024 * 1024;

describe.each(testDialects())('HTTP conventions on %s', (dialect) => {
  const t = useTestApp(dialect);
  let ownerCookie: string;
  let managerCookie: string;

  beforeAll(async () => {
    ownerCookie = await loginAs(t.app, accounts.owner.email);
    managerCookie = await loginAs(t.app, accounts.manager.email);
  });

  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await send(t.app, '/api/no/such/thing', { method });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.notFound });
    }
  });

  it('answers malformed JSON with 400 and the JSON message', async () => {
    const response = await send(t.app, '/api/user_accounts/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "owner@gracia-dance.ru",',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: serverErrors.invalidJson });
  });

  it('refuses a body that is not declared as JSON with 415, before anything else', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await send(t.app, '/api/users/create', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'email=a@b.ru',
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: serverErrors.unsupportedMediaType });
    }
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await send(t.app, '/api/user_accounts/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: accounts.teacher.email, password: 'ritm-demo-2026' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413, with or without a session', async () => {
    const huge = JSON.stringify({ ...buildStaff(), padding: 'я'.repeat(MIB) });
    for (const cookie of [ownerCookie, undefined]) {
      const response = await send(t.app, '/api/users/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
        body: huge,
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: serverErrors.payloadTooLarge });
    }
  });

  it('refuses path ids that are not positive integers with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      const response = await api(t.app, ownerCookie).get(`/schools/getoneschool/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body).toEqual({ message: serverErrors.invalidId });
    }
  });

  it('names the field whose value has the wrong type', async () => {
    const response = await api(t.app).post('/user_accounts/login', { email: 42, password: 'x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Поле «Email» должно быть строкой' });
  });

  it('refuses JSON that is not an object', async () => {
    for (const body of [[], 'text', 7, null]) {
      const response = await api(t.app, ownerCookie).post('/users/create', body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('refuses text with a NUL character on every dialect alike', async () => {
    const response = await api(t.app, ownerCookie).post('/users/create', {
      ...buildStaff(),
      profile: { full_name: 'Имя\u0000Фамилия' },
    });
    expect(response.status).toBe(400);
    const stored = await t.db
      .selectFrom('user_profiles')
      .select('id')
      .where('full_name', 'like', 'Имя%')
      .execute();
    expect(stored).toEqual([]);
  });

  it('checks the session before the permission before the body', async () => {
    const anonymous = await api(t.app).post('/users/create', { nonsense: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: serverErrors.unauthenticated });

    const manager = await api(t.app, managerCookie).post('/users/create', { nonsense: true });
    expect(manager.status).toBe(403);
    expect(manager.body).toEqual({ message: serverErrors.forbidden });

    const badIdNoSession = await api(t.app).patch('/users/update/abc', {});
    expect(badIdNoSession.status).toBe(401);
  });

  it('treats an empty body of a filter endpoint as {}', async () => {
    const response = await send(t.app, '/api/users/getAllWhere', {
      method: 'POST',
      headers: { cookie: ownerCookie },
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('sends security headers and forbids caching of API answers', async () => {
    const response = await api(t.app, ownerCookie).get('/auth/check');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends HSTS over HTTPS only: over plain HTTP it would mean nothing', async () => {
    const plain = await api(t.app, ownerCookie).get('/auth/check');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await api(t.app, ownerCookie, { 'x-forwarded-proto': 'https' }).get('/auth/check');
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('unexpected failures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answer 500 with the generic Russian message and log the cause', async () => {
    const database = createDatabase({ sqliteFile: ':memory:' });
    // A database without tables: every query fails the way a broken deployment would.
    const app = createApp({ db: database.db, now: createTestClock().now });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await api(app).post('/user_accounts/login', { email: 'a@b.ru', password: 'secret' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: serverErrors.internal });
    expect(log).toHaveBeenCalledOnce();
    await database.destroy();
  });
});

describe('compressed API answers (the Node host)', () => {
  const t = useTestApp('sqlite');

  it('gzips an answer over 1 KB when the client accepts it, and leaves small or unaccepted ones alone', async () => {
    const app = createApp({ db: t.db, now: t.clock.now, compress: true });
    const cookie = await loginAs(app, accounts.owner.email);
    const list = await app.request('/api/leads/getallwhere', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: '{}',
    });
    expect(list.headers.get('content-encoding')).toBe('gzip');
    const unzipped = await new Response(list.body?.pipeThrough(new DecompressionStream('gzip'))).json();
    expect(Array.isArray(unzipped) && unzipped.length > 0).toBe(true);

    const plain = await app.request('/api/leads/getallwhere', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await app.request('/api/auth/check', { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
