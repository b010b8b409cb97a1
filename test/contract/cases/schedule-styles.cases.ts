import { expect } from 'vitest';
import { apiPath, dateRangeMessage, serverErrors, styleCreateSchema, styleUpdateSchema } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { createdId } from './schedule-requests';
import { seededStyles } from './schedule-seed';
import { loginAs } from './sign-in';

const createStyle = (api: ApiClient, body: unknown) => api.request('POST', apiPath('styleCreate'), body);
const readStyle = (api: ApiClient, id: number | string) => api.request('GET', apiPath('style', { id }));
const updateStyle = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PUT', apiPath('style', { id }), body);
const deleteStyle = (api: ApiClient, id: number | string) => api.request('DELETE', apiPath('style', { id }));

const vogue = {
  id: 6,
  name: 'Вог',
  active_from: '2026-03-01',
  active_to: null,
  is_archived: false,
  school_id: 1,
};

export const styleCases: ContractCases = {
  'staff who open the schedule read the directions, by id': async (api) => {
    for (const role of ['owner', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await api.request('POST', apiPath('stylesWhere'), {}), 200, seededStyles);
      expectAnswer(await readStyle(api, '2'), 200, seededStyles[1]);
    }
    expectAnswer(await api.request('POST', apiPath('stylesWhere')), 200, seededStyles);
  },

  'the owner adds, renames, archives and restores a direction': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await createStyle(api, { name: '  Вог ', active_from: '2026-03-01' }), 201, vogue);
    expectAnswer(await updateStyle(api, 6, { name: 'Вог для взрослых' }), 200, {
      ...vogue,
      name: 'Вог для взрослых',
    });
    const archived = { ...vogue, name: 'Вог для взрослых', is_archived: true, active_to: '2026-06-30' };
    expectAnswer(await updateStyle(api, '6', { is_archived: true, active_to: '2026-06-30' }), 200, archived);
    expectAnswer(await readStyle(api, 6), 200, archived);
    expectAnswer(await updateStyle(api, 6, { is_archived: false }), 200, { ...archived, is_archived: false });
    expectAnswer(await api.request('POST', apiPath('stylesWhere'), { school_id: 1 }), 200, [
      ...seededStyles,
      { ...archived, is_archived: false },
    ]);
  },

  'a direction in use is archived, not deleted': async (api) => {
    await loginAs(api, graciaOwner);

    expectError(await deleteStyle(api, 1), 409, serverErrors.styleInUse);
    expect(await createdId(createStyle(api, { name: 'Вог' }))).toBe(6);
    const lesson = { group_id: 3, lesson_date: '2026-03-07', start_time: '14:00', duration_minutes: 60 };
    await createdId(api.request('POST', apiPath('lessonCreate'), { ...lesson, direction_id: 6 }));
    expectError(await deleteStyle(api, 6), 409, serverErrors.styleInUse);

    expect(await createdId(createStyle(api, { name: 'Танго' }))).toBe(7);
    expectAnswer(await deleteStyle(api, '7'), 200, { id: 7 });
    expectError(await readStyle(api, 7), 404, serverErrors.notFound);
    expectError(await deleteStyle(api, 7), 404, serverErrors.notFound);
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
      expectError(await updateStyle(api, 1, body), 400, validationMessage(styleUpdateSchema, body));
    }
    expectError(await updateStyle(api, 1, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateStyle(api, 'first', { name: 'Вог' }), 400, serverErrors.invalidId);
  },

  'a new end of the active range is checked against the stored start': async (api) => {
    await loginAs(api, graciaOwner);

    await createdId(createStyle(api, { name: 'Вог', active_from: '2026-03-01' }));
    expectError(await updateStyle(api, 6, { active_to: '2026-02-01' }), 400, dateRangeMessage);
    expectAnswer(await readStyle(api, 6), 200, vogue);
  },

  'only the owner changes directions; sales and accounts do not see them': async (api) => {
    expectError(await api.request('POST', apiPath('stylesWhere'), {}), 401, serverErrors.unauthenticated);
    for (const role of ['receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectError(await createStyle(api, { name: 'Вог' }), 403, serverErrors.forbidden);
      expectError(await updateStyle(api, 1, { name: 'Вог' }), 403, serverErrors.forbidden);
      expectError(await deleteStyle(api, 5), 403, serverErrors.forbidden);
    }
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('stylesWhere'), {}), 403, serverErrors.forbidden);
      expectError(await readStyle(api, 1), 403, serverErrors.forbidden);
    }
  },

  "another school's directions are not found": async (api) => {
    await loginAs(api, salsaOwner);

    expectAnswer(await api.request('POST', apiPath('stylesWhere'), {}), 200, []);
    expectError(
      await api.request('POST', apiPath('stylesWhere'), { school_id: 1 }),
      403,
      serverErrors.otherSchool,
    );
    expectError(await readStyle(api, 1), 404, serverErrors.notFound);
    expectError(await updateStyle(api, 1, { name: 'Сальса' }), 404, serverErrors.notFound);
    expectError(await deleteStyle(api, 1), 404, serverErrors.notFound);
    expectError(await createStyle(api, { name: 'Сальса', school_id: 1 }), 403, serverErrors.otherSchool);
  },
};
