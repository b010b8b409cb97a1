import { expect } from 'vitest';
import { apiPath, demoOwner, serverErrors } from '@/contract';
import { createdId, expectAnswer, expectError } from '../expectations';
import {
  DEMO_PASSWORD,
  GRACIA_ID,
  graciaOwner,
  graciaStaff,
  platformAdmin,
  salsaLife,
  seededUsers,
} from '../seed-data';
import type { ContractCases } from './contract-case';

const credentials = { email: demoOwner.account.email, password: DEMO_PASSWORD };
const ONE_MIB = 1024 * 1024;

export const conventionCases: ContractCases = {
  'an unknown /api path answers 404': async (api) => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expectError(await api.request(method, 'no/such/endpoint'), 404, serverErrors.notFound);
    }
    await api.login(credentials.email, credentials.password);
    expectError(await api.request('GET', 'leads/nothing-here'), 404, serverErrors.notFound);
  },

  'a known path with another verb answers 404': async (api) => {
    expectError(await api.request('GET', apiPath('login')), 404, serverErrors.notFound);
    expectError(await api.request('DELETE', apiPath('authCheck')), 404, serverErrors.notFound);
  },

  'a body not declared as JSON answers 415': async (api) => {
    const body = JSON.stringify(credentials);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const answer = await api.request('POST', apiPath('login'), undefined, { rawBody: body, contentType });
      expectError(answer, 415, serverErrors.unsupportedMediaType);
    }
    const declared = { rawBody: body, contentType: 'Application/JSON; charset=utf-8' };
    expect((await api.request('POST', apiPath('login'), undefined, declared)).status).toBe(200);
  },

  'malformed JSON answers 400': async (api) => {
    for (const rawBody of ['{"email":', "{'email': 'x'}", 'undefined']) {
      const answer = await api.request('POST', apiPath('login'), undefined, { rawBody });
      expectError(answer, 400, serverErrors.invalidJson);
    }
  },

  'an empty body where a payload is required is malformed JSON': async (api) => {
    expectError(await api.request('POST', apiPath('login')), 400, serverErrors.invalidJson);
  },

  'a body over 1 MiB answers 413': async (api) => {
    const rawBody = JSON.stringify({ ...credentials, padding: 'я'.repeat(ONE_MIB / 2) });
    const answer = await api.request('POST', apiPath('login'), undefined, { rawBody });

    expectError(answer, 413, serverErrors.payloadTooLarge);
  },

  'text with a NUL character answers 400': async (api) => {
    const answer = await api.login(`owner\u0000@gracia-dance.ru`, DEMO_PASSWORD);

    expectError(answer, 400, serverErrors.nulCharacter);
  },

  'no answer may be cached': async (api) => {
    const answers = [
      await api.request('GET', apiPath('authCheck')),
      await api.login(credentials.email, credentials.password),
      await api.request('GET', apiPath('school', { id: GRACIA_ID })),
      await api.request('GET', 'no/such/endpoint'),
    ];

    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [401, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
    ]);
  },

  'no answer ever carries a password': async (api) => {
    const bodies: unknown[] = [];
    for (const user of seededUsers) {
      bodies.push((await api.login(user.email, DEMO_PASSWORD)).body);
      bodies.push((await api.request('GET', apiPath('authCheck'))).body);
      bodies.push((await api.request('GET', apiPath('profile', { id: user.id }))).body);
    }
    await api.login(graciaOwner.email, DEMO_PASSWORD);
    bodies.push((await api.request('POST', apiPath('usersWhere'), {})).body);
    bodies.push((await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' })).body);
    const created = await api.request('POST', apiPath('userCreate'), {
      email: 'new@gracia-dance.ru',
      password: 'new-password-1',
      role: 'accountant',
      profile: { full_name: 'Новикова Вера' },
    });
    bodies.push(created.body);
    const id = createdId(created);
    bodies.push(
      (await api.request('PATCH', apiPath('userUpdate', { id }), { password: 'other-password-2' })).body,
    );

    const text = JSON.stringify(bodies);
    expect(text).not.toMatch(/password|ritm-demo-2026|new-password-1|other-password-2|scrypt/i);
    expect(bodies).toHaveLength(seededUsers.length * 3 + 4);
    expect(created.status).toBe(201);
  },

  'the checks run in order: session, permission, input, school': async (api) => {
    const badId = apiPath('schoolUpdate', { id: 'x' });
    expectError(await api.request('PATCH', badId, { Name: '' }), 401, serverErrors.unauthenticated);
    await api.login(graciaStaff[0]?.email ?? '', DEMO_PASSWORD);
    expectError(await api.request('PATCH', badId, { Name: '' }), 403, serverErrors.forbidden);
    await api.login(graciaOwner.email, DEMO_PASSWORD);
    expectError(await api.request('PATCH', badId, { Name: '' }), 400, serverErrors.invalidId);
    expectError(
      await api.request('PATCH', apiPath('schoolUpdate', { id: salsaLife.id }), { Name: '' }),
      400,
      'Заполните поле «Название школы»',
    );
    expectError(
      await api.request('PATCH', apiPath('schoolUpdate', { id: salsaLife.id }), { Name: 'Чужая' }),
      404,
      serverErrors.notFound,
    );
    await api.login(platformAdmin.email, DEMO_PASSWORD);
    expectAnswer(await api.request('GET', apiPath('school', { id: salsaLife.id })), 200, salsaLife);
  },
};
