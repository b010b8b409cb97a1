import { expect } from 'vitest';
import { apiPath, dateRangeMessage, serverErrors, styleCreateSchema, styleUpdateSchema } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { createdId } from './schedule-requests';
import { demoGroup, seededStyle, seededStyles } from './schedule-seed';
import { loginAs } from './sign-in';

const createStyle = (api: ApiClient, body: unknown) => api.request('POST', apiPath('styleCreate'), body);
const readStyle = (api: ApiClient, id: number | string) => api.request('GET', apiPath('style', { id }));
const updateStyle = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PUT', apiPath('style', { id }), body);
const deleteStyle = (api: ApiClient, id: number | string) => api.request('DELETE', apiPath('style', { id }));

const vogue = {
  name: 'Вог',
  active_from: '2026-03-01',
  active_to: null,
  is_archived: false,
  school_id: GRACIA_ID,
};
/** A seeded direction the demo's timetable and lessons use. */
const hipHop = seededStyle('Хип-хоп');

export const styleCases: ContractCases = {
  'staff who open the schedule read the directions, by id': async (api) => {
    for (const role of ['owner', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await api.request('POST', apiPath('stylesWhere'), {}), 200, seededStyles);
      const jazzFunk = seededStyle('Jazz-funk');
      expectAnswer(await readStyle(api, String(jazzFunk.id)), 200, jazzFunk);
    }
    expectAnswer(await api.request('POST', apiPath('stylesWhere')), 200, seededStyles);
  },

  'the owner adds, renames, archives and restores a direction': async (api) => {
    await loginAs(api, graciaOwner);

    const created = await createStyle(api, { name: '  Вог ', active_from: '2026-03-01' });
    expectAnswer(created, 201, { id: expect.any(Number), ...vogue });
    const id = (created.body as { id: number }).id;
    expectAnswer(await updateStyle(api, id, { name: 'Вог для взрослых' }), 200, {
      id,
      ...vogue,
      name: 'Вог для взрослых',
    });
    const archived = { id, ...vogue, name: 'Вог для взрослых', is_archived: true, active_to: '2026-06-30' };
    expectAnswer(
      await updateStyle(api, String(id), { is_archived: true, active_to: '2026-06-30' }),
      200,
      archived,
    );
    expectAnswer(await readStyle(api, id), 200, archived);
    expectAnswer(await updateStyle(api, id, { is_archived: false }), 200, {
      ...archived,
      is_archived: false,
    });
    expectAnswer(await api.request('POST', apiPath('stylesWhere'), { school_id: GRACIA_ID }), 200, [
      ...seededStyles,
      { ...archived, is_archived: false },
    ]);
  },

  'a direction in use is archived, not deleted': async (api) => {
    await loginAs(api, graciaOwner);

    expectError(await deleteStyle(api, hipHop.id), 409, serverErrors.styleInUse);
    const vogueId = await createdId(createStyle(api, { name: 'Вог' }));
    const lesson = {
      group_id: demoGroup('Хип-хоп 7–10 лет').id,
      lesson_date: '2026-03-07',
      start_time: '14:00',
      duration_minutes: 60,
    };
    await createdId(api.request('POST', apiPath('lessonCreate'), { ...lesson, direction_id: vogueId }));
    expectError(await deleteStyle(api, vogueId), 409, serverErrors.styleInUse);

    const tango = await createdId(createStyle(api, { name: 'Танго' }));
    expect(tango).not.toBe(vogueId);
    expectAnswer(await deleteStyle(api, String(tango)), 200, { id: tango });
    expectError(await readStyle(api, tango), 404, serverErrors.notFound);
    expectError(await deleteStyle(api, tango), 404, serverErrors.notFound);
  },

  'a direction is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const badCreates = [{}, { name: '   ' }, { name: 'Вог', active_from: '2026-02-30' }, { name: 7 }];
    for (const body of badCreates) {
      expectError(await createStyle(api, body), 400, validationMessage(styleCreateSchema, body));
    }
    const reversed = { name: 'Вог', active_from: '2026-05-01', active_to: '2026-04-01' };
    expectError(await createStyle(api, reversed), 400, dateRangeMessage);

    for (const body of [{ is_archived: 'да' }, { name: '' }]) {
      expectError(await updateStyle(api, hipHop.id, body), 400, validationMessage(styleUpdateSchema, body));
    }
    expectError(await updateStyle(api, hipHop.id, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateStyle(api, 'first', { name: 'Вог' }), 400, serverErrors.invalidId);
  },

  'a new end of the active range is checked against the stored start': async (api) => {
    await loginAs(api, graciaOwner);

    const id = await createdId(createStyle(api, { name: 'Вог', active_from: '2026-03-01' }));
    expectError(await updateStyle(api, id, { active_to: '2026-02-01' }), 400, dateRangeMessage);
    expectAnswer(await readStyle(api, id), 200, { id, ...vogue });
  },

  'only the owner changes directions; sales and accounts do not see them': async (api) => {
    expectError(await api.request('POST', apiPath('stylesWhere'), {}), 401, serverErrors.unauthenticated);
    for (const role of ['receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectError(await createStyle(api, { name: 'Вог' }), 403, serverErrors.forbidden);
      expectError(await updateStyle(api, hipHop.id, { name: 'Вог' }), 403, serverErrors.forbidden);
      expectError(await deleteStyle(api, seededStyle('Стретчинг').id), 403, serverErrors.forbidden);
    }
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('stylesWhere'), {}), 403, serverErrors.forbidden);
      expectError(await readStyle(api, hipHop.id), 403, serverErrors.forbidden);
    }
  },

  "another school's directions are not found": async (api) => {
    await loginAs(api, salsaOwner);

    expectAnswer(await api.request('POST', apiPath('stylesWhere'), {}), 200, []);
    expectError(
      await api.request('POST', apiPath('stylesWhere'), { school_id: GRACIA_ID }),
      403,
      serverErrors.otherSchool,
    );
    expectError(await readStyle(api, hipHop.id), 404, serverErrors.notFound);
    expectError(await updateStyle(api, hipHop.id, { name: 'Сальса' }), 404, serverErrors.notFound);
    expectError(await deleteStyle(api, hipHop.id), 404, serverErrors.notFound);
    expectError(
      await createStyle(api, { name: 'Сальса', school_id: GRACIA_ID }),
      403,
      serverErrors.otherSchool,
    );
  },
};
