import { expect } from 'vitest';
import { apiPath, DEFAULT_TIME_ZONE, serverErrors, staffUpdateSchema, type User } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import {
  DEMO_PASSWORD,
  GRACIA_ID,
  graciaOwner,
  graciaStaff,
  platformAdmin,
  salsaOwner,
  seededUsers,
  seededUserWithRole,
} from '../seed-data';
import type { ContractCases } from './contract-case';
import { loginAs, sessionElsewhere } from './sign-in';

const teacher = seededUserWithRole('teacher');
const manager = seededUserWithRole('manager');

const updateUser = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PATCH', apiPath('userUpdate', { id }), body);

const deleteUser = (api: ApiClient, id: number | string) =>
  api.request('DELETE', apiPath('userDelete', { id }));

export const staffChangeCases: ContractCases = {
  'the owner changes a role and a profile; the change applies to the open session at once': async (api) => {
    const teacherSession = await sessionElsewhere(api, teacher);
    await loginAs(api, graciaOwner);

    const changes = { role: 'manager', profile: { full_name: 'Хабибуллин Артур', phone: '89172551099' } };
    const changed: User = {
      ...teacher,
      role: 'manager',
      profile: {
        full_name: 'Хабибуллин Артур',
        phone: '+7 (917) 255-10-99',
        birthdate: teacher.profile.birthdate,
      },
    };
    expectAnswer(await updateUser(api, String(teacher.id), changes), 200, changed);

    api.setSession(teacherSession);
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: changed,
      time_zone: DEFAULT_TIME_ZONE,
    });
    expectError(
      await api.request('POST', apiPath('usersWithRole'), { role: 'teacher' }),
      403,
      serverErrors.forbidden,
    );
  },

  'the owner clears a birthdate': async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await updateUser(api, manager.id, { profile: { birthdate: null } });

    expectAnswer(answer, 200, { ...manager, profile: { ...manager.profile, birthdate: null } });
  },

  'a new password ends the sessions of that user; only the new one works': async (api) => {
    const teacherSession = await sessionElsewhere(api, teacher);
    await loginAs(api, graciaOwner);

    expectAnswer(await updateUser(api, teacher.id, { password: 'new-secret-1' }), 200, teacher);

    api.setSession(teacherSession);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
    expectError(await api.login(teacher.email, DEMO_PASSWORD), 401, serverErrors.wrongCredentials);
    expectAnswer(await api.login(teacher.email, 'new-secret-1'), 200, {
      user: teacher,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'an update is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    for (const body of [{ role: 'owner' }, { password: '1234567' }, { profile: { full_name: '' } }]) {
      expectError(await updateUser(api, teacher.id, body), 400, validationMessage(staffUpdateSchema, body));
    }
    expectError(await updateUser(api, teacher.id, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateUser(api, 'abc', { role: 'manager' }), 400, serverErrors.invalidId);
  },

  'the owner cannot change or delete themself': async (api) => {
    await loginAs(api, graciaOwner);

    expectError(
      await updateUser(api, graciaOwner.id, { role: 'manager' }),
      409,
      serverErrors.cannotChangeSelf,
    );
    expectError(await deleteUser(api, graciaOwner.id), 409, serverErrors.cannotChangeSelf);
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: graciaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  "another school's users, the admin and unknown ids are not found": async (api) => {
    await loginAs(api, graciaOwner);

    for (const id of [salsaOwner.id, platformAdmin.id, 999]) {
      expectError(await updateUser(api, id, { role: 'manager' }), 404, serverErrors.notFound);
      expectError(await deleteUser(api, id), 404, serverErrors.notFound);
    }
    await loginAs(api, salsaOwner);
    expectAnswer(await api.request('GET', apiPath('authCheck')), 200, {
      user: salsaOwner,
      time_zone: DEFAULT_TIME_ZONE,
    });
  },

  'a deleted staff member is gone with their session and login': async (api) => {
    const teacherSession = await sessionElsewhere(api, teacher);
    await loginAs(api, graciaOwner);

    expectAnswer(await deleteUser(api, String(teacher.id)), 200, { id: teacher.id });

    const remaining = [graciaOwner, ...graciaStaff.filter((user) => user.id !== teacher.id)];
    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, remaining);
    expectError(await deleteUser(api, teacher.id), 404, serverErrors.notFound);
    expectError(await api.request('GET', apiPath('profile', { id: teacher.id })), 404, serverErrors.notFound);

    api.setSession(teacherSession);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
    expectError(await api.login(teacher.email, DEMO_PASSWORD), 401, serverErrors.wrongCredentials);
  },

  'a deleted email can be used again, with a new id': async (api) => {
    await loginAs(api, graciaOwner);
    await deleteUser(api, manager.id);

    const again = {
      email: manager.email,
      password: 'manager-again',
      role: 'manager',
      profile: { full_name: 'Новый менеджер' },
    };
    const answer = await api.request('POST', apiPath('userCreate'), again);

    expectAnswer(answer, 201, {
      id: expect.any(Number),
      email: manager.email,
      role: 'manager',
      school_id: GRACIA_ID,
      profile: { full_name: 'Новый менеджер', phone: '', birthdate: null },
    });
    expect(seededUsers.map(({ id }) => id)).not.toContain(createdId(answer));
  },
};
