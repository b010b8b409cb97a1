import { expect } from 'vitest';
import {
  apiPath,
  dateRangeMessage,
  type ScheduleEntry,
  scheduleEntryCreateSchema,
  scheduleEntryUpdateSchema,
  serverErrors,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  artur,
  demoGroup,
  leadGroupId,
  polina,
  seededEntries,
  seededEntry,
  seededStyle,
} from './schedule-seed';
import { loginAs } from './sign-in';

const listEntries = (api: ApiClient, body: unknown = {}) =>
  api.request('POST', apiPath('schedulesWhere'), body);
const createEntry = (api: ApiClient, body: unknown) => api.request('POST', apiPath('scheduleCreate'), body);
const readEntry = (api: ApiClient, id: number | string) => api.request('GET', apiPath('schedule', { id }));
const updateEntry = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PATCH', apiPath('scheduleUpdate', { id }), body);
const deleteEntry = (api: ApiClient, id: number | string) =>
  api.request('DELETE', apiPath('scheduleDelete', { id }));

/** Monday 17:00 and 20:00, Tuesday 18:00 and 20:00, … Saturday 11:00 and 12:00. */
const weekOrder = [1, 7, 3, 5, 9, 2, 4, 8, 10, 11, 6].map(seededEntry);

const contemporary = demoGroup('Contemporary 16+');
const newEntry = {
  group_id: String(contemporary.id),
  weekday: '7',
  start_time: '10:30',
  duration_minutes: '90',
  teacher_id: polina.id,
  direction_id: seededStyle('Contemporary').id,
  active_from: '2026-03-01',
};
const createdEntry: ScheduleEntry = {
  id: 12,
  group_id: contemporary.id,
  group_name: contemporary.name,
  weekday: 7,
  start_time: '10:30',
  duration_minutes: 90,
  school_id: 1,
  active_from: '2026-03-01',
  active_to: null,
  teacher_id: polina.id,
  teacher_name: polina.profile.full_name,
  direction_id: seededStyle('Contemporary').id,
  direction_name: 'Contemporary',
};

export const timetableCases: ContractCases = {
  'staff who open the schedule read the week, Monday first, by time': async (api) => {
    expect(seededEntries).toHaveLength(11);
    for (const role of ['owner', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await listEntries(api), 200, weekOrder);
      expectAnswer(await readEntry(api, '4'), 200, seededEntry(4));
    }
    expectAnswer(await listEntries(api, { school_id: '1' }), 200, weekOrder);
  },

  'the owner adds an entry, which takes its place in the week': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await createEntry(api, newEntry), 201, createdEntry);
    expectAnswer(await readEntry(api, 12), 200, createdEntry);
    expectAnswer(await listEntries(api), 200, [...weekOrder, createdEntry]);

    const early = { group_id: contemporary.id, weekday: 1, start_time: '08:00', duration_minutes: 45 };
    const bare = {
      ...createdEntry,
      ...early,
      id: 13,
      active_from: null,
      teacher_id: null,
      teacher_name: null,
    };
    const withoutStyle = { ...bare, direction_id: null, direction_name: null };
    expectAnswer(await createEntry(api, early), 201, withoutStyle);
    expectAnswer(await listEntries(api), 200, [withoutStyle, ...weekOrder, createdEntry]);
  },

  'the owner changes and deletes an entry': async (api) => {
    await loginAs(api, graciaOwner);

    const changed = {
      ...seededEntry(3),
      start_time: '18:30',
      teacher_id: artur.id,
      teacher_name: artur.profile.full_name,
    };
    expectAnswer(
      await updateEntry(api, 3, { start_time: '18:30', teacher_id: String(artur.id) }),
      200,
      changed,
    );
    const unassigned = {
      ...changed,
      teacher_id: null,
      teacher_name: null,
      direction_id: null,
      direction_name: null,
    };
    expectAnswer(await updateEntry(api, '3', { teacher_id: null, direction_id: null }), 200, unassigned);
    expectAnswer(await readEntry(api, 3), 200, unassigned);

    expectAnswer(await deleteEntry(api, 3), 200, { id: 3 });
    expectError(await readEntry(api, 3), 404, serverErrors.notFound);
    expectError(await deleteEntry(api, 3), 404, serverErrors.notFound);
    expectAnswer(
      await listEntries(api),
      200,
      weekOrder.filter((entry) => entry.id !== 3),
    );
  },

  'an entry is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalid = [
      { ...newEntry, group_id: undefined },
      { ...newEntry, weekday: 8 },
      { ...newEntry, start_time: '7:00' },
      { ...newEntry, duration_minutes: 700 },
      { ...newEntry, active_from: '2026-02-29' },
    ];
    for (const body of invalid) {
      expectError(await createEntry(api, body), 400, validationMessage(scheduleEntryCreateSchema, body));
    }
    expectError(await createEntry(api, { ...newEntry, active_to: '2026-02-01' }), 400, dateRangeMessage);
    for (const body of [{ weekday: 0 }, { duration_minutes: 'long' }]) {
      expectError(await updateEntry(api, 1, body), 400, validationMessage(scheduleEntryUpdateSchema, body));
    }
    expectError(await updateEntry(api, 1, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateEntry(api, 'one', { weekday: 2 }), 400, serverErrors.invalidId);
  },

  'a new end of the active range is checked against the stored start': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await createEntry(api, newEntry), 201, createdEntry);
    expectError(await updateEntry(api, 12, { active_to: '2026-02-28' }), 400, dateRangeMessage);
    expectAnswer(await updateEntry(api, 12, { active_to: '2026-03-01' }), 200, {
      ...createdEntry,
      active_to: '2026-03-01',
    });
  },

  'an entry needs a student group, a teacher and a direction of the school': async (api) => {
    await loginAs(api, graciaOwner);

    const cases: [Record<string, unknown>, string][] = [
      [{ group_id: leadGroupId }, serverErrors.groupTypeMismatch],
      [{ group_id: 999 }, serverErrors.unknownGroup],
      [{ teacher_id: seededUserWithRole('manager').id }, serverErrors.notATeacher],
      [{ teacher_id: salsaOwner.id }, serverErrors.notATeacher],
      [{ teacher_id: 999 }, serverErrors.notATeacher],
      [{ direction_id: 999 }, serverErrors.unknownStyle],
    ];
    for (const [change, message] of cases) {
      expectError(await createEntry(api, { ...newEntry, ...change }), 400, message);
      expectError(await updateEntry(api, 1, change), 400, message);
    }
    expectAnswer(await readEntry(api, 1), 200, seededEntry(1));
  },

  'only the owner changes the timetable; sales and accounts do not see it': async (api) => {
    expectError(await listEntries(api), 401, serverErrors.unauthenticated);
    for (const role of ['receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectError(await createEntry(api, newEntry), 403, serverErrors.forbidden);
      expectError(await updateEntry(api, 1, { weekday: 2 }), 403, serverErrors.forbidden);
      expectError(await deleteEntry(api, 1), 403, serverErrors.forbidden);
    }
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await listEntries(api), 403, serverErrors.forbidden);
      expectError(await readEntry(api, 1), 403, serverErrors.forbidden);
    }
  },

  "another school's timetable is not found": async (api) => {
    await loginAs(api, salsaOwner);

    expectAnswer(await listEntries(api), 200, []);
    expectError(await listEntries(api, { school_id: 1 }), 403, serverErrors.otherSchool);
    expectError(await readEntry(api, 1), 404, serverErrors.notFound);
    expectError(await updateEntry(api, 1, { weekday: 2 }), 404, serverErrors.notFound);
    expectError(await deleteEntry(api, 1), 404, serverErrors.notFound);
    expectError(await createEntry(api, { ...newEntry, school_id: 1 }), 403, serverErrors.otherSchool);
    expectError(await createEntry(api, newEntry), 400, serverErrors.unknownGroup);
  },
};
