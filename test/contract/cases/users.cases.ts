import { expect } from 'vitest';
import {
  apiPath,
  DEFAULT_TIME_ZONE,
  serverErrors,
  staffCreateSchema,
  type User,
  usersFilterSchema,
} from '@/contract';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import {
  GRACIA_ID,
  graciaOwner,
  graciaStaff,
  platformAdmin,
  SALSA_ID,
  salsaOwner,
  seededUserWithRole,
} from '../seed-data';
import type { ContractCases } from './contract-case';
import { loginAs } from './sign-in';

const graciaUsers = [graciaOwner, ...graciaStaff];
const teachers = graciaStaff.filter((user) => user.role === 'teacher');

const newTeacher = {
  email: 'Lilia.Teacher@gracia-dance.ru',
  password: 'tango-2026',
  role: 'teacher',
  profile: { full_name: 'Сафина Лилия Маратовна', phone: '+7 917 255 10 07', birthdate: '1999-12-01' },
};

/** The new teacher as answered, but for the id the create gives. */
const createdTeacher: Omit<User, 'id'> = {
  email: 'lilia.teacher@gracia-dance.ru',
  role: 'teacher',
  school_id: GRACIA_ID,
  profile: { full_name: 'Сафина Лилия Маратовна', phone: '+7 (917) 255-10-07', birthdate: '1999-12-01' },
};

export const userListCases: ContractCases = {
  'the owner lists the users of the school, sorted by id': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, graciaUsers);
    expectAnswer(
      await api.request('POST', apiPath('usersWhere'), { school_id: String(GRACIA_ID) }),
      200,
      graciaUsers,
    );
    expectAnswer(await api.request('POST', apiPath('usersWhere'), { role: 'teacher' }), 200, teachers);
  },

  'an empty filter body counts as {}': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('POST', apiPath('usersWhere')), 200, graciaUsers);
    expectAnswer(
      await api.request('POST', apiPath('usersWhere'), undefined, { rawBody: '' }),
      200,
      graciaUsers,
    );
  },

  'a filter naming another school answers 403': async (api) => {
    await loginAs(api, graciaOwner);

    expectError(
      await api.request('POST', apiPath('usersWhere'), { school_id: SALSA_ID }),
      403,
      serverErrors.otherSchool,
    );
    expectError(
      await api.request('POST', apiPath('usersWithRole'), { role: 'teacher', school_id: SALSA_ID }),
      403,
      serverErrors.otherSchool,
    );
  },

  'a bad filter names the field': async (api) => {
    await loginAs(api, graciaOwner);

    for (const filter of [{ role: 'director' }, { school_id: 'first' }, { school_id: -1 }]) {
      const answer = await api.request('POST', apiPath('usersWhere'), filter);
      expectError(answer, 400, validationMessage(usersFilterSchema, filter));
    }
    expectError(await api.request('POST', apiPath('usersWithRole'), {}), 400, 'Укажите роль');
  },

  'only the owner lists all users': async (api) => {
    expectError(await api.request('POST', apiPath('usersWhere'), {}), 401, serverErrors.unauthenticated);
    for (const role of ['manager', 'receptionist', 'teacher', 'accountant', 'admin'] as const) {
      await loginAs(api, role === 'admin' ? platformAdmin : seededUserWithRole(role));
      expectError(await api.request('POST', apiPath('usersWhere'), {}), 403, serverErrors.forbidden);
    }
  },

  'the owner, the receptionist and teachers list colleagues by role: names only, nothing personal': async (
    api,
  ) => {
    const colleague = ({ id, role, school_id, profile }: User) => ({
      id,
      role,
      school_id,
      profile: { full_name: profile.full_name },
    });
    for (const user of [graciaOwner, seededUserWithRole('receptionist'), seededUserWithRole('teacher')]) {
      await loginAs(api, user);
      // The bare list, like every other list (docs/api.md): the spec's «data field» is `response.data`.
      expectAnswer(
        await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' }),
        200,
        teachers.map(colleague),
      );
    }
    expectAnswer(
      await api.request('POST', apiPath('usersWithRole'), { role: 'owner', school_id: GRACIA_ID }),
      200,
      [colleague(graciaOwner)],
    );
  },

  'other roles may not list users by role': async (api) => {
    expectError(
      await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' }),
      401,
      serverErrors.unauthenticated,
    );
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(
        await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' }),
        403,
        serverErrors.forbidden,
      );
    }
  },

  'the other school sees only its own users': async (api) => {
    await loginAs(api, salsaOwner);

    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, [salsaOwner]);
    expectAnswer(await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' }), 200, []);
  },
};

export const staffCases: ContractCases = {
  'the owner adds a staff member who can then log in': async (api) => {
    await loginAs(api, graciaOwner);

    const created = await api.request('POST', apiPath('userCreate'), newTeacher);
    expectAnswer(created, 201, { id: expect.any(Number), ...createdTeacher });
    const teacher = { id: createdId(created), ...createdTeacher };
    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, [...graciaUsers, teacher]);

    expectAnswer(await api.login('lilia.teacher@gracia-dance.ru', 'tango-2026'), 200, {
      user: teacher,
      time_zone: DEFAULT_TIME_ZONE,
    });
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: teacher,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'a taken email, in any school, answers 409 with the same words': async (api) => {
    await loginAs(api, graciaOwner);

    for (const email of [salsaOwner.email, 'MANAGER@gracia-dance.ru', platformAdmin.email]) {
      const answer = await api.request('POST', apiPath('userCreate'), { ...newTeacher, email });
      expectError(answer, 409, serverErrors.staffEmailUnavailable);
    }
    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, graciaUsers);
  },

  'a new staff member is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalid = [
      { ...newTeacher, password: 'short' },
      { ...newTeacher, role: 'owner' },
      { ...newTeacher, role: 'admin' },
      { ...newTeacher, email: '' },
      { ...newTeacher, profile: { ...newTeacher.profile, phone: '+1 555 0100' } },
      { ...newTeacher, profile: undefined },
    ];
    for (const body of invalid) {
      const answer = await api.request('POST', apiPath('userCreate'), body);
      expectError(answer, 400, validationMessage(staffCreateSchema, body));
    }
    expectError(
      await api.request('POST', apiPath('userCreate'), { ...newTeacher, role: 'owner' }),
      400,
      'Выберите роль сотрудника',
    );
  },

  'only the owner manages staff': async (api) => {
    expectError(
      await api.request('POST', apiPath('userCreate'), newTeacher),
      401,
      serverErrors.unauthenticated,
    );
    const { id } = seededUserWithRole('teacher');
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('receptionist'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('userCreate'), newTeacher), 403, serverErrors.forbidden);
      expectError(
        await api.request('PATCH', apiPath('userUpdate', { id }), { role: 'manager' }),
        403,
        serverErrors.forbidden,
      );
      expectError(await api.request('DELETE', apiPath('userDelete', { id })), 403, serverErrors.forbidden);
    }
  },
};
