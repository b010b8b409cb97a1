import { expect } from 'vitest';
import {
  apiPath,
  DEFAULT_TIME_ZONE,
  demoAdmin,
  demoOwner,
  registrationSchema,
  serverErrors,
} from '@/contract';
import type { ApiResponse } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { DEMO_PASSWORD, GRACIA_ID, gracia, listedSchool, salsaLife, seededUsers } from '../seed-data';
import type { ContractCases } from './contract-case';

const newSchool = {
  school: {
    name: 'Студия «Ритм и Блюз»',
    city: 'Пермь',
    phone: '8 342 255-00-11',
    email: 'Info@RitmBlues.ru',
  },
  account: { email: 'Olga@RitmBlues.ru', password: 'blues-2026!' },
  profile: { full_name: 'Леонова Ольга Игоревна', phone: '9027001122', birthdate: '1991-04-08' },
};

const register = (body: unknown) => ({ method: 'POST', path: apiPath('register'), body }) as const;

/** The ids a registration's answer gave the school and its owner. */
function registeredIds(answer: ApiResponse): { schoolId: number; userId: number } {
  const { school, user } = answer.body as { school: { id: number }; user: { id: number } };
  return { schoolId: school.id, userId: user.id };
}

export const registrationCases: ContractCases = {
  'registration creates the school and its owner, then the owner logs in': async (api) => {
    const { method, path, body } = register(newSchool);
    const answer = await api.request(method, path, body);

    const school = {
      Name: 'Студия «Ритм и Блюз»',
      City: 'Пермь',
      Email: 'info@ritmblues.ru',
      Phone: '+7 (342) 255-00-11',
      TimeZone: DEFAULT_TIME_ZONE,
    };
    expectAnswer(answer, 201, {
      school: { id: expect.any(Number), ...school },
      user: { id: expect.any(Number), email: 'olga@ritmblues.ru' },
    });
    const { schoolId, userId } = registeredIds(answer);
    // Registration does not sign in.
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(api.session()).toBeNull();

    const owner = {
      id: userId,
      email: 'olga@ritmblues.ru',
      role: 'owner',
      school_id: schoolId,
      profile: { full_name: 'Леонова Ольга Игоревна', phone: '+7 (902) 700-11-22', birthdate: '1991-04-08' },
    };
    expectAnswer(await api.login('olga@ritmblues.ru', 'blues-2026!'), 200, {
      user: owner,
      time_zone: DEFAULT_TIME_ZONE,
    });
    expectAnswer(await api.request('GET', apiPath('school', { id: schoolId })), 200, {
      id: schoolId,
      ...school,
    });
    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, [owner]);
  },

  'registration without optional details stores empty ones': async (api) => {
    const minimal = {
      school: { name: 'Школа «Мини»' },
      account: { email: 'mini@school.ru', password: 'mini-school-1' },
      profile: { full_name: 'Минина Анна' },
    };

    const answer = await api.request('POST', apiPath('register'), minimal);

    expectAnswer(answer, 201, {
      school: {
        id: expect.any(Number),
        Name: 'Школа «Мини»',
        City: '',
        Email: '',
        Phone: '',
        TimeZone: DEFAULT_TIME_ZONE,
      },
      user: { id: expect.any(Number), email: 'mini@school.ru' },
    });
    const { userId } = registeredIds(answer);
    await api.login('mini@school.ru', 'mini-school-1');
    // A profile shares its user's id.
    expectAnswer(await api.request('GET', apiPath('profile', { id: userId })), 200, {
      id: userId,
      user_id: userId,
      full_name: 'Минина Анна',
      phone: '',
      birthdate: null,
    });
  },

  'a taken account email answers 409 and writes nothing': async (api) => {
    const taken = {
      ...newSchool,
      account: { ...newSchool.account, email: demoOwner.account.email.toUpperCase() },
    };

    expectError(await api.request('POST', apiPath('register'), taken), 409, serverErrors.emailTaken);

    await api.login(demoAdmin.email, DEMO_PASSWORD);
    expectAnswer(await api.request('GET', apiPath('schools')), 200, [
      listedSchool(gracia),
      listedSchool(salsaLife),
    ]);
    // No id was spent on the refused school: the next takes the ids after the seeded ones.
    const answer = await api.request('POST', apiPath('register'), newSchool);
    expect(registeredIds(answer)).toEqual({
      schoolId: Math.max(gracia.id, salsaLife.id) + 1,
      userId: Math.max(...seededUsers.map(({ id }) => id)) + 1,
    });
  },

  'registration names the field that is wrong': async (api) => {
    const invalid = [
      { ...newSchool, school: { ...newSchool.school, name: '   ' } },
      { ...newSchool, school: { ...newSchool.school, phone: '12345' } },
      { ...newSchool, school: { ...newSchool.school, email: 'not-an-email' } },
      { ...newSchool, account: { ...newSchool.account, password: 'short' } },
      { ...newSchool, profile: { ...newSchool.profile, birthdate: '1991-02-30' } },
      { ...newSchool, profile: { ...newSchool.profile, full_name: 42 } },
      { account: newSchool.account, profile: newSchool.profile },
      { school: newSchool.school, profile: newSchool.profile },
      { school: newSchool.school, account: newSchool.account },
      [],
    ];
    for (const body of invalid) {
      const answer = await api.request('POST', apiPath('register'), body);
      expectError(answer, 400, validationMessage(registrationSchema, body));
    }
  },

  'registration of a second school keeps the schools apart': async (api) => {
    await api.request('POST', apiPath('register'), newSchool);
    await api.login('olga@ritmblues.ru', 'blues-2026!');

    expectError(await api.request('GET', apiPath('school', { id: GRACIA_ID })), 404, serverErrors.notFound);
    expectError(
      await api.request('POST', apiPath('usersWhere'), { school_id: GRACIA_ID }),
      403,
      serverErrors.otherSchool,
    );
  },
};
