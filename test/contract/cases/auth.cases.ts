import { expect } from 'vitest';
import { apiPath, DEFAULT_TIME_ZONE, demoOwner, loginSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { cookieAttributes, expectAnswer, expectError, validationMessage } from '../expectations';
import { DEMO_PASSWORD, graciaOwner, seededUsers, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';

const MINUTE = 60 * 1000;
const ownerEmail = demoOwner.account.email;

async function failLogins(api: ApiClient, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expectError(await api.login(email, 'wrong-password'), 401, serverErrors.wrongCredentials);
  }
}

export const authCases: ContractCases = {
  'login answers the user and sets an HttpOnly session cookie': async (api) => {
    const answer = await api.login(ownerEmail, DEMO_PASSWORD);

    expectAnswer(answer, 200, { user: graciaOwner, time_zone: DEFAULT_TIME_ZONE });
    const token = api.session();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieAttributes(answer)).toEqual({
      ritm_session: token,
      path: '/',
      'max-age': '2592000',
      httponly: true,
      samesite: 'Lax',
    });
  },

  'the session cookie is Secure behind an HTTPS proxy': async (api) => {
    const answer = await api.request(
      'POST',
      apiPath('login'),
      { email: ownerEmail, password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );

    expect(cookieAttributes(answer)).toMatchObject({ secure: true, httponly: true });
  },

  'every seeded account logs in and its session answers the auth check': async (api) => {
    for (const user of seededUsers) {
      expectAnswer(await api.login(user.email, DEMO_PASSWORD), 200, { user, time_zone: DEFAULT_TIME_ZONE });
      expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
        user,
        time_zone: DEFAULT_TIME_ZONE,
      });
    }
  },

  'login takes the email in any case and with spaces around it': async (api) => {
    expectAnswer(await api.login('  OWNER@Gracia-Dance.RU ', DEMO_PASSWORD), 200, {
      user: graciaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'a wrong password and an unknown email get the same 401 and no cookie': async (api) => {
    const wrongPassword = await api.login(ownerEmail, 'not-the-password');
    const unknownEmail = await api.login('nobody@gracia-dance.ru', DEMO_PASSWORD);

    expectError(wrongPassword, 401, serverErrors.wrongCredentials);
    expectError(unknownEmail, 401, serverErrors.wrongCredentials);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    expect(api.session()).toBeNull();
  },

  'login names the field that is wrong': async (api) => {
    expectError(
      await api.login('not-an-email', DEMO_PASSWORD),
      400,
      'Укажите корректный email в поле «Email»',
    );
    expectError(await api.login(ownerEmail, ''), 400, 'Введите пароль');
    const noPassword = await api.request('POST', apiPath('login'), { email: ownerEmail });
    expectError(noPassword, 400, validationMessage(loginSchema, { email: ownerEmail }));
  },

  'five failed logins for an email answer 429 until the oldest is 15 minutes old': async (api) => {
    await failLogins(api, ownerEmail, 5);

    const blocked = await api.login(ownerEmail, DEMO_PASSWORD);
    expectError(blocked, 429, serverErrors.tooManyLogins(15));
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(api.session()).toBeNull();

    api.advanceClock(14 * MINUTE + 30 * 1000);
    const almost = await api.login(ownerEmail, DEMO_PASSWORD);
    expectError(almost, 429, serverErrors.tooManyLogins(1));
    expect(almost.headers.get('retry-after')).toBe('30');

    api.advanceClock(30 * 1000);
    expectAnswer(await api.login(ownerEmail, DEMO_PASSWORD), 200, {
      user: graciaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'the wait counts from the oldest failure in the window': async (api) => {
    await failLogins(api, ownerEmail, 1);
    api.advanceClock(5 * MINUTE);
    await failLogins(api, ownerEmail, 4);

    const blocked = await api.login(ownerEmail, DEMO_PASSWORD);
    expectError(blocked, 429, serverErrors.tooManyLogins(10));
    expect(blocked.headers.get('retry-after')).toBe('600');
  },

  'the throttle is per email: other accounts still log in': async (api) => {
    await failLogins(api, ownerEmail, 5);
    const manager = seededUserWithRole('manager');

    expectAnswer(await api.login(manager.email, DEMO_PASSWORD), 200, {
      user: manager,
      time_zone: DEFAULT_TIME_ZONE,
    });
    expect((await api.login(ownerEmail, DEMO_PASSWORD)).status).toBe(429);
  },

  'a successful login clears the failures of that email': async (api) => {
    await failLogins(api, ownerEmail, 4);
    expect((await api.login(ownerEmail, DEMO_PASSWORD)).status).toBe(200);
    await failLogins(api, ownerEmail, 4);

    expectAnswer(await api.login(ownerEmail, DEMO_PASSWORD), 200, {
      user: graciaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'logout ends the session on the server and clears the cookie': async (api) => {
    await api.login(ownerEmail, DEMO_PASSWORD);
    const token = api.session();

    const answer = await api.logout();

    expectAnswer(answer, 200, { ok: true });
    expect(cookieAttributes(answer)).toMatchObject({ ritm_session: '', 'max-age': '0', path: '/' });
    expect(api.session()).toBeNull();
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
    // Even a client that kept the old cookie is signed out.
    api.setSession(token);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
  },

  'a new login replaces the session the client had': async (api) => {
    await api.login(ownerEmail, DEMO_PASSWORD);
    const ownerSession = api.session();
    const manager = seededUserWithRole('manager');

    expectAnswer(await api.login(manager.email, DEMO_PASSWORD), 200, {
      user: manager,
      time_zone: DEFAULT_TIME_ZONE,
    });
    expect(api.session()).not.toBe(ownerSession);
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: manager,
      time_zone: DEFAULT_TIME_ZONE,
    });

    api.setSession(ownerSession);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
  },

  'logout without a session still answers ok': async (api) => {
    expectAnswer(await api.logout(), 200, { ok: true });
  },

  'the auth check needs a real session': async (api) => {
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
    api.setSession('made-up-token');
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
  },

  'a session lasts 30 days': async (api) => {
    await api.login(ownerEmail, DEMO_PASSWORD);

    api.advanceClock(30 * 24 * 60 * MINUTE - 1000);
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: graciaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
    api.advanceClock(1000);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
  },
};
