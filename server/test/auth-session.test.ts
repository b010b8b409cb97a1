import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverErrors } from '../../src/contract/index.ts';
import { api, loginAs, sessionCookieOf } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { createTestApp, useTestApp } from './support/test-app.ts';
import { DAY } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

const login = (app: Parameters<typeof api>[0], email: string, password = DEMO_PASSWORD, headers = {}) =>
  api(app, undefined, headers).post('/user_accounts/login', { email, password });

const tokenOf = (cookie: string) => cookie.slice('ritm_session='.length);

describe.each(testDialects())('sessions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const sessionRow = (cookie: string) =>
    t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', createHash('sha256').update(tokenOf(cookie)).digest('hex'))
      .executeTakeFirst();

  it('logs in with the user and a session cookie', async () => {
    const response = await login(t.app, accounts.owner.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: {
        id: ids.users.owner,
        email: 'owner@gracia-dance.ru',
        role: 'owner',
        school_id: ids.schools.demo,
        profile: {
          full_name: 'Савельева Ирина Андреевна',
          phone: '+7 (917) 255-10-01',
          birthdate: '1984-03-12',
        },
      },
      time_zone: 'Europe/Moscow',
    });
  });

  it('sets an HttpOnly, SameSite=Lax, 30-day cookie on Path=/, not Secure over plain HTTP', async () => {
    const response = await login(t.app, accounts.manager.email);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ritm_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const response = await login(t.app, accounts.manager.email, DEMO_PASSWORD, {
      'x-forwarded-proto': 'https',
    });
    expect(response.headers.get('set-cookie')).toContain('; Secure');
  });

  it('stores only the SHA-256 of the token, with a 30-day expiry', async () => {
    const cookie = await loginAs(t.app, accounts.teacher.email);
    const row = await sessionRow(cookie);
    expect(row).toMatchObject({ user_id: ids.users.teacher, expires_at: '2026-04-01T09:00:00.000Z' });
    const stored = await t.db.selectFrom('sessions').select('id').where('id', '=', tokenOf(cookie)).execute();
    expect(stored).toEqual([]);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    for (const [email, password] of [
      [accounts.owner.email, 'не-тот-пароль'],
      ['nobody@example.ru', DEMO_PASSWORD],
    ] as const) {
      const response = await login(t.app, email, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.wrongCredentials });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('accepts the email in any letter case', async () => {
    const response = await login(t.app, '  Accountant@GRACIA-dance.ru ');
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(ids.users.accountant);
  });

  it('answers 400 for a login without a password', async () => {
    const response = await api(t.app).post('/user_accounts/login', { email: accounts.owner.email });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Введите пароль' });
  });

  it('reads the user of a session on /auth/check, and 401 without a valid one', async () => {
    const cookie = await loginAs(t.app, accounts.receptionist.email);
    const check = await api(t.app, cookie).get('/auth/check');
    expect(check.status).toBe(200);
    expect(check.body.user).toMatchObject({
      id: ids.users.receptionist,
      role: 'receptionist',
      school_id: ids.schools.demo,
    });

    for (const cookieHeader of [undefined, 'ritm_session=forged-token', 'ritm_session=%E0%A4%A', 'other=1']) {
      const response = await api(t.app, cookieHeader).get('/auth/check');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.unauthenticated });
    }
  });

  it('logs out: deletes the session row, clears the cookie, and the old cookie stops working', async () => {
    const cookie = await loginAs(t.app, accounts.accountant.email);
    expect(await sessionRow(cookie)).toBeDefined();

    const response = await api(t.app, cookie).post('/users/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toMatch(
      /^ritm_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await api(t.app, cookie).get('/auth/check')).status).toBe(401);
  });

  it('logs out without a session too', async () => {
    const response = await api(t.app).post('/users/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('replaces the session a browser had when it logs in again', async () => {
    const first = await loginAs(t.app, accounts.teacher.email);
    const second = await api(t.app, first).post('/user_accounts/login', {
      email: accounts.teacher.email,
      password: DEMO_PASSWORD,
    });
    expect(sessionCookieOf(second)).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    expect((await api(t.app, sessionCookieOf(second)).get('/auth/check')).status).toBe(200);
  });
});

describe.each(testDialects())('session lifetime on %s', (dialect) => {
  it('ends a session after 30 days and removes its row', async () => {
    const context = await createTestApp(dialect);
    try {
      const cookie = await loginAs(context.app, accounts.owner.email);
      context.clock.advance(30 * DAY - 1000);
      expect((await api(context.app, cookie).get('/auth/check')).status).toBe(200);

      context.clock.advance(1000);
      const response = await api(context.app, cookie).get('/auth/check');
      expect(response.status).toBe(401);
      expect(await context.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('marks every cookie Secure when COOKIE_SECURE is on', async () => {
    const context = await createTestApp(dialect, { cookieSecure: true });
    try {
      const response = await login(context.app, accounts.owner.email);
      expect(response.headers.get('set-cookie')).toContain('; Secure');
      const logout = await api(context.app, sessionCookieOf(response)).post('/users/logout');
      expect(logout.headers.get('set-cookie')).toContain('; Secure');
    } finally {
      await context.close();
    }
  });
});
