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
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import {
  GRACIA_ID,
  graciaOwner,
  platformAdmin,
  salsaOwner,
  seededUsers,
  seededUserWithRole,
} from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaGroups } from './people-seed-data';
import {
  artur,
  demoGroup,
  leadGroupId,
  polina,
  seededEntries,
  seededEntry,
  seededStyle,
  seededStyles,
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
const weekOrder = [...seededEntries].sort(
  (a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time) || a.id - b.id,
);

const contemporary = demoGroup('Contemporary 16+');
const hipHopMonday = seededEntry('Хип-хоп 7–10 лет', 1);
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
  id: expect.any(Number),
  group_id: contemporary.id,
  group_name: contemporary.name,
  weekday: 7,
  start_time: '10:30',
  duration_minutes: 90,
  school_id: GRACIA_ID,
  active_from: '2026-03-01',
  active_to: null,
  teacher_id: polina.id,
  teacher_name: polina.profile.full_name,
  direction_id: seededStyle('Contemporary').id,
  direction_name: 'Contemporary',
};

export const timetableCases: ContractCases = {
  'staff who open the schedule read the week, Monday first, by time': async (api) => {
    expect(weekOrder.slice(0, 2).map(({ start_time }) => start_time)).toEqual(['17:00', '20:00']);
    const jazzFunkThursday = seededEntry('Jazz-funk 11–14 лет', 4);
    for (const role of ['owner', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await listEntries(api), 200, weekOrder);
      expectAnswer(await readEntry(api, String(jazzFunkThursday.id)), 200, jazzFunkThursday);
    }
    expectAnswer(await listEntries(api, { school_id: String(GRACIA_ID) }), 200, weekOrder);
  },

  'the owner adds an entry, which takes its place in the week': async (api) => {
    await loginAs(api, graciaOwner);

    const created = await createEntry(api, newEntry);
    expectAnswer(created, 201, createdEntry);
    const sunday = { ...createdEntry, id: createdId(created) };
    expectAnswer(await readEntry(api, sunday.id), 200, sunday);
    expectAnswer(await listEntries(api), 200, [...weekOrder, sunday]);

    const early = { group_id: contemporary.id, weekday: 1, start_time: '08:00', duration_minutes: 45 };
    const bare = {
      ...createdEntry,
      ...early,
      active_from: null,
      teacher_id: null,
      teacher_name: null,
    };
    const withoutStyle = { ...bare, direction_id: null, direction_name: null };
    const earlyAnswer = await createEntry(api, early);
    expectAnswer(earlyAnswer, 201, withoutStyle);
    expect(createdId(earlyAnswer)).not.toBe(sunday.id);
    expectAnswer(await listEntries(api), 200, [
      { ...withoutStyle, id: createdId(earlyAnswer) },
      ...weekOrder,
      sunday,
    ]);
  },

  'the owner changes and deletes an entry': async (api) => {
    await loginAs(api, graciaOwner);

    const entry = seededEntry('Jazz-funk 11–14 лет', 2);
    const changed = {
      ...entry,
      start_time: '18:30',
      teacher_id: artur.id,
      teacher_name: artur.profile.full_name,
    };
    expectAnswer(
      await updateEntry(api, entry.id, { start_time: '18:30', teacher_id: String(artur.id) }),
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
    expectAnswer(
      await updateEntry(api, String(entry.id), { teacher_id: null, direction_id: null }),
      200,
      unassigned,
    );
    expectAnswer(await readEntry(api, entry.id), 200, unassigned);

    expectAnswer(await deleteEntry(api, entry.id), 200, { id: entry.id });
    expectError(await readEntry(api, entry.id), 404, serverErrors.notFound);
    expectError(await deleteEntry(api, entry.id), 404, serverErrors.notFound);
    expectAnswer(
      await listEntries(api),
      200,
      weekOrder.filter(({ id }) => id !== entry.id),
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
    const { id } = hipHopMonday;
    for (const body of [{ weekday: 0 }, { duration_minutes: 'long' }]) {
      expectError(await updateEntry(api, id, body), 400, validationMessage(scheduleEntryUpdateSchema, body));
    }
    expectError(await updateEntry(api, id, {}), 400, serverErrors.nothingToUpdate);
    expectError(await updateEntry(api, 'one', { weekday: 2 }), 400, serverErrors.invalidId);
  },

  'a new end of the active range is checked against the stored start': async (api) => {
    await loginAs(api, graciaOwner);

    const created = await createEntry(api, newEntry);
    expectAnswer(created, 201, createdEntry);
    const id = createdId(created);
    expectError(await updateEntry(api, id, { active_to: '2026-02-28' }), 400, dateRangeMessage);
    expectAnswer(await updateEntry(api, id, { active_to: '2026-03-01' }), 200, {
      ...createdEntry,
      id,
      active_to: '2026-03-01',
    });
  },

  'an entry needs a student group, a teacher and a direction of the school': async (api) => {
    await loginAs(api, graciaOwner);

    const unknown =
      1000 + Math.max(...[...seededUsers, ...seededStyles, ...graciaGroups].map(({ id }) => id));
    const cases: [Record<string, unknown>, string][] = [
      [{ group_id: leadGroupId }, serverErrors.groupTypeMismatch],
      [{ group_id: unknown }, serverErrors.unknownGroup],
      [{ teacher_id: seededUserWithRole('manager').id }, serverErrors.notATeacher],
      [{ teacher_id: salsaOwner.id }, serverErrors.notATeacher],
      [{ teacher_id: unknown }, serverErrors.notATeacher],
      [{ direction_id: unknown }, serverErrors.unknownStyle],
    ];
    for (const [change, message] of cases) {
      expectError(await createEntry(api, { ...newEntry, ...change }), 400, message);
      expectError(await updateEntry(api, hipHopMonday.id, change), 400, message);
    }
    expectAnswer(await readEntry(api, hipHopMonday.id), 200, hipHopMonday);
  },

  'only the owner changes the timetable; sales and accounts do not see it': async (api) => {
    expectError(await listEntries(api), 401, serverErrors.unauthenticated);
    for (const role of ['receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectError(await createEntry(api, newEntry), 403, serverErrors.forbidden);
      expectError(await updateEntry(api, hipHopMonday.id, { weekday: 2 }), 403, serverErrors.forbidden);
      expectError(await deleteEntry(api, hipHopMonday.id), 403, serverErrors.forbidden);
    }
    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await listEntries(api), 403, serverErrors.forbidden);
      expectError(await readEntry(api, hipHopMonday.id), 403, serverErrors.forbidden);
    }
  },

  "another school's timetable is not found": async (api) => {
    await loginAs(api, salsaOwner);

    expectAnswer(await listEntries(api), 200, []);
    const { id } = hipHopMonday;
    expectError(await listEntries(api, { school_id: GRACIA_ID }), 403, serverErrors.otherSchool);
    expectError(await readEntry(api, id), 404, serverErrors.notFound);
    expectError(await updateEntry(api, id, { weekday: 2 }), 404, serverErrors.notFound);
    expectError(await deleteEntry(api, id), 404, serverErrors.notFound);
    expectError(await createEntry(api, { ...newEntry, school_id: GRACIA_ID }), 403, serverErrors.otherSchool);
    expectError(await createEntry(api, newEntry), 400, serverErrors.unknownGroup);
  },
};
