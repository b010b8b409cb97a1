import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAdmin, serverErrors } from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

describe.each(testDialects())('changing one’s own password on %s', (dialect) => {
  const t = useTestApp(dialect);
  const login = (email: string, password: string) =>
    api(t.app).post('/user_accounts/login', { email, password });
  const change = (cookie: string, body: unknown) =>
    api(t.app, cookie).post('/users/change-password', body as Record<string, string>);

  it('refuses a wrong current password and keeps the old one', async () => {
    const cookie = await loginAs(t.app, accounts.teacher.email);
    const response = await change(cookie, {
      current_password: 'не-тот-пароль',
      new_password: 'новый-пароль-1',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: serverErrors.wrongCurrentPassword });
    expect((await login(accounts.teacher.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password equal to the current one, or too short', async () => {
    const cookie = await loginAs(t.app, accounts.receptionist.email);
    expect(
      (await change(cookie, { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD })).status,
    ).toBe(400);
    expect((await change(cookie, { current_password: DEMO_PASSWORD, new_password: 'коротко' })).status).toBe(
      400,
    );
  });

  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const elsewhere = await loginAs(t.app, accounts.accountant.email);
    const here = await loginAs(t.app, accounts.accountant.email);
    const response = await change(here, {
      current_password: DEMO_PASSWORD,
      new_password: 'новый-пароль-бухгалтера',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    expect((await send(t.app, '/api/auth/check', { headers: { cookie: here } })).status).toBe(200);
    expect((await send(t.app, '/api/auth/check', { headers: { cookie: elsewhere } })).status).toBe(401);
    expect((await login(accounts.accountant.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(accounts.accountant.email, 'новый-пароль-бухгалтера')).status).toBe(200);
  });

  it('lets the platform admin replace the published demo password', async () => {
    const cookie = await loginAs(t.app, demoAdmin.email);
    const response = await change(cookie, {
      current_password: demoAdmin.password,
      new_password: 'секрет-администратора',
    });
    expect(response.status).toBe(200);
    expect((await login(demoAdmin.email, demoAdmin.password)).status).toBe(401);
  });

  it('counts wrong current passwords as failed logins, so the form cannot be used to guess', async () => {
    const cookie = await loginAs(t.app, accounts.manager.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await change(cookie, { current_password: `догадка-${attempt}`, new_password: 'новый-пароль-2' }))
          .status,
      ).toBe(400);
    }
    const blocked = await change(cookie, { current_password: DEMO_PASSWORD, new_password: 'новый-пароль-2' });
    expect(blocked.status).toBe(429);
  });
});
