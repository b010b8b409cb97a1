import { expect } from 'vitest';
import { apiPath, otherSchoolOwner, schoolUpdateSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import {
  DEMO_PASSWORD,
  gracia,
  graciaOwner,
  graciaStaff,
  listedSchool,
  platformAdmin,
  salsaLife,
  salsaOwner,
  seededUserWithRole,
} from '../seed-data';
import type { ContractCases } from './contract-case';
import { loginAs, sessionElsewhere } from './sign-in';

/** A school id past both seeded schools. */
const noSuchSchool = Math.max(gracia.id, salsaLife.id) + 1;

const readSchool = (api: ApiClient, id: number | string) => api.request('GET', apiPath('school', { id }));
const updateSchool = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PATCH', apiPath('schoolUpdate', { id }), body);
const deleteSchool = (api: ApiClient, id: number | string) =>
  api.request('DELETE', apiPath('schoolDelete', { id }));

export const schoolCases: ContractCases = {
  'the admin lists every school, sorted by id': async (api) => {
    await loginAs(api, platformAdmin);

    // The spec's §2 names in lower case (name, city, phone, email) and the time zone, in this order.
    const answer = await api.request('GET', apiPath('schools'));
    expectAnswer(answer, 200, [listedSchool(gracia), listedSchool(salsaLife)]);
    expect(Object.keys((answer.body as object[])[0] ?? {})).toEqual([
      'id',
      'name',
      'city',
      'phone',
      'email',
      'time_zone',
    ]);
  },

  'only the admin lists schools': async (api) => {
    expectError(await api.request('GET', apiPath('schools')), 401, serverErrors.unauthenticated);
    await loginAs(api, graciaOwner);
    expectError(await api.request('GET', apiPath('schools')), 403, serverErrors.forbidden);
  },

  'every member reads their own school and no other': async (api) => {
    for (const user of [graciaOwner, ...graciaStaff]) {
      await loginAs(api, user);
      expectAnswer(await readSchool(api, gracia.id), 200, gracia);
      expectError(await readSchool(api, salsaLife.id), 404, serverErrors.notFound);
    }
  },

  'the admin reads any school; unknown or malformed ids fail': async (api) => {
    expectError(await readSchool(api, gracia.id), 401, serverErrors.unauthenticated);
    await loginAs(api, platformAdmin);

    expectAnswer(await readSchool(api, String(salsaLife.id)), 200, salsaLife);
    expectError(await readSchool(api, noSuchSchool), 404, serverErrors.notFound);
    expectError(await readSchool(api, 'first'), 400, serverErrors.invalidId);
  },

  'the owner edits the school card': async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await updateSchool(api, gracia.id, {
      Name: '  Школа танца «Грация Плюс» ',
      Phone: '88432124568',
      Email: '',
    });

    const updated = { ...gracia, Name: 'Школа танца «Грация Плюс»', Phone: '+7 (843) 212-45-68', Email: '' };
    expectAnswer(answer, 200, updated);
    await loginAs(api, seededUserWithRole('teacher'));
    expectAnswer(await readSchool(api, gracia.id), 200, updated);
  },

  'a school edit is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    for (const body of [{ Name: '' }, { Email: 'school@' }, { Phone: '123' }, { City: 7 }]) {
      expectError(await updateSchool(api, gracia.id, body), 400, validationMessage(schoolUpdateSchema, body));
    }
    expectError(await updateSchool(api, gracia.id, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateSchool(api, '1x', { City: 'Казань' }), 400, serverErrors.invalidId);
  },

  'the owner cannot edit another school; other roles cannot edit at all': async (api) => {
    await loginAs(api, graciaOwner);
    expectError(await updateSchool(api, salsaLife.id, { City: 'Казань' }), 404, serverErrors.notFound);

    for (const user of [seededUserWithRole('manager'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await updateSchool(api, gracia.id, { City: 'Москва' }), 403, serverErrors.forbidden);
    }
    await loginAs(api, salsaOwner);
    expectAnswer(await readSchool(api, salsaLife.id), 200, salsaLife);
  },

  // Deletion that can be undone (docs/deletion.md): the school and its people are hidden at once, and purged for good
  // RESTORE_DAYS later (server/test/people/school-delete.test.ts moves the clock there).
  'deleting a school hides it with its users and sessions and spares the other school': async (api) => {
    const ownerSession = await sessionElsewhere(api, graciaOwner);
    await loginAs(api, platformAdmin);

    expectAnswer(await deleteSchool(api, String(gracia.id)), 200, { id: gracia.id });

    expectAnswer(await api.request('GET', apiPath('schools')), 200, [listedSchool(salsaLife)]);
    expectError(await readSchool(api, gracia.id), 404, serverErrors.notFound);
    expectError(
      await api.request('GET', apiPath('profile', { id: graciaOwner.id })),
      404,
      serverErrors.notFound,
    );
    expectError(await deleteSchool(api, gracia.id), 404, serverErrors.notFound);

    api.setSession(ownerSession);
    expectError(await api.request('GET', apiPath('authCheck')), 401, serverErrors.unauthenticated);
    for (const user of [graciaOwner, ...graciaStaff]) {
      expectError(await api.login(user.email, DEMO_PASSWORD), 401, serverErrors.schoolDeleted);
      // The right password only: a wrong one is refused as for anyone.
      expectError(await api.login(user.email, 'не тот пароль'), 401, serverErrors.wrongCredentials);
    }
    await loginAs(api, salsaOwner);
    expectAnswer(await api.request('POST', apiPath('usersWhere'), {}), 200, [salsaOwner]);
    expectAnswer(await readSchool(api, salsaLife.id), 200, salsaLife);
  },

  'a deleted school is restored whole by the admin, its people let in again': async (api) => {
    await loginAs(api, platformAdmin);
    await deleteSchool(api, salsaLife.id);
    const deleted = await api.request('GET', apiPath('schoolsDeleted'));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([
      { ...listedSchool(salsaLife), deleted_at: expect.any(String), purge_at: expect.any(String) },
    ]);
    // A deleted school keeps its owner's email: registering it again is refused until the school is purged.
    expectError(
      await api.request('POST', apiPath('register'), otherSchoolOwner),
      409,
      serverErrors.emailTaken,
    );

    expectAnswer(
      await api.request('POST', apiPath('schoolRestore', { id: salsaLife.id })),
      200,
      listedSchool(salsaLife),
    );
    expectAnswer(await api.request('GET', apiPath('schoolsDeleted')), 200, []);
    expectError(
      await api.request('POST', apiPath('schoolRestore', { id: salsaLife.id })),
      404,
      serverErrors.notFound,
    );
    await loginAs(api, salsaOwner);
    expectAnswer(await readSchool(api, salsaLife.id), 200, salsaLife);
  },

  'only the admin deletes schools': async (api) => {
    expectError(await deleteSchool(api, salsaLife.id), 401, serverErrors.unauthenticated);
    await loginAs(api, graciaOwner);
    expectError(await deleteSchool(api, gracia.id), 403, serverErrors.forbidden);
    await loginAs(api, platformAdmin);
    expectError(await deleteSchool(api, noSuchSchool), 404, serverErrors.notFound);
    expectError(await deleteSchool(api, 0), 400, serverErrors.invalidId);
  },
};
