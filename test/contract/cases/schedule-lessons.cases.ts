import { expect } from 'vitest';
import {
  apiPath,
  type Lesson,
  lessonCreateSchema,
  lessonsFilterSchema,
  lessonUpdateSchema,
  serverErrors,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaGroups } from './people-seed-data';
import { createdId, listLessons } from './schedule-requests';
import { artur, demoGroup, leadGroupId, polina, seededStyle, seededStyles } from './schedule-seed';
import { loginAs } from './sign-in';

const createLesson = (api: ApiClient, body: unknown) => api.request('POST', apiPath('lessonCreate'), body);
const readLesson = (api: ApiClient, id: number | string) => api.request('GET', apiPath('lesson', { id }));
const updateLesson = (api: ApiClient, id: number | string, body: unknown) =>
  api.request('PATCH', apiPath('lessonUpdate', { id }), body);
const deleteLesson = (api: ApiClient, id: number | string) =>
  api.request('DELETE', apiPath('lessonDelete', { id }));

const bachata = demoGroup('Бачата для начинающих');
const masterClass = {
  group_id: String(bachata.id),
  lesson_date: '2026-03-07',
  start_time: '14:00',
  duration_minutes: '120',
  teacher_id: artur.id,
  direction_id: seededStyle('Бачата').id,
};

// The demo school's timetable brought its own lessons (docs/api-schedule.md, "Generation"), so a one-off lesson's
// id is read from its create's answer, and lists are narrowed to the one-off lessons (no timetable entry).

/** The master class as stored under the id its create answered. */
function storedMasterClass(id: number): Lesson {
  return {
    id,
    group_id: bachata.id,
    group_name: bachata.name,
    group_color: bachata.color,
    direction_id: seededStyle('Бачата').id,
    teacher_id: artur.id,
    teacher_name: artur.profile.full_name,
    lesson_date: '2026-03-07',
    start_time: '14:00',
    duration_minutes: 120,
    is_canceled: false,
    dance_style: 'Бачата',
    school_id: GRACIA_ID,
    schedule_id: null,
  };
}

/** A lesson of `bachata` without teacher or direction, on a date and time. */
function bareLesson(id: number, lesson_date: string, start_time: string): Lesson {
  const empty = { teacher_id: null, teacher_name: null, direction_id: null, dance_style: null };
  return { ...storedMasterClass(id), ...empty, lesson_date, start_time, duration_minutes: 60 };
}

/** The school's one-off lessons (not of the timetable), in the list's order. */
async function oneOffLessons(
  api: ApiClient,
  filter: { date_from?: string; date_to?: string } = {},
): Promise<Lesson[]> {
  return (await listLessons(api, filter)).filter((lesson) => lesson.schedule_id === null);
}

const byDateTimeId = (a: Lesson, b: Lesson) =>
  a.lesson_date.localeCompare(b.lesson_date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;

export const lessonCases: ContractCases = {
  'the front desk adds a one-off lesson, read with the teacher phone': async (api) => {
    await loginAs(api, seededUserWithRole('receptionist'));
    const timetable = await listLessons(api);

    const created = await createLesson(api, masterClass);
    const id = (created.body as Lesson).id;
    expect(timetable.some((lesson) => lesson.id === id)).toBe(false);
    expectAnswer(created, 201, storedMasterClass(id));
    expectAnswer(await readLesson(api, id), 200, {
      ...storedMasterClass(id),
      teacher_phone: artur.profile.phone,
    });
    expect(await oneOffLessons(api)).toEqual([storedMasterClass(id)]);
    // Listed among the timetable's lessons by date and time.
    expect(await listLessons(api)).toEqual([...timetable, storedMasterClass(id)].sort(byDateTimeId));

    const bare = {
      group_id: bachata.id,
      lesson_date: '2026-03-08',
      start_time: '11:00',
      duration_minutes: 60,
    };
    const second = await createLesson(api, bare);
    const secondId = (second.body as Lesson).id;
    expect(secondId).toBe(id + 1);
    expectAnswer(second, 201, bareLesson(secondId, '2026-03-08', '11:00'));
    expectAnswer(await readLesson(api, String(secondId)), 200, {
      ...bareLesson(secondId, '2026-03-08', '11:00'),
      teacher_phone: null,
    });
  },

  'lessons are listed by date, time and id, within an inclusive range': async (api) => {
    await loginAs(api, graciaOwner);
    const slots = [
      ['2026-03-10', '18:00'],
      ['2026-03-09', '19:00'],
      ['2026-03-10', '09:30'],
      ['2026-03-12', '18:00'],
      ['2026-03-10', '18:00'],
    ] as const;
    const ids: number[] = [];
    for (const [lesson_date, start_time] of slots) {
      const body = { group_id: bachata.id, lesson_date, start_time, duration_minutes: 60 };
      ids.push(await createdId(createLesson(api, body)));
    }
    const [first, second, third, fourth, fifth] = slots.map(([date, time], index) =>
      bareLesson(ids[index] ?? 0, date, time),
    );

    expect(await oneOffLessons(api)).toEqual([second, third, first, fifth, fourth]);
    expect(await oneOffLessons(api, { date_from: '2026-03-10' })).toEqual([third, first, fifth, fourth]);
    expect(await oneOffLessons(api, { date_to: '2026-03-10' })).toEqual([second, third, first, fifth]);
    expect(await oneOffLessons(api, { date_from: '2026-03-10', date_to: '2026-03-10' })).toEqual([
      third,
      first,
      fifth,
    ]);
    expect(await oneOffLessons(api, { date_from: '2026-03-13' })).toEqual([]);
    // With the timetable's lessons: the same order over all of them, and the range's ends included.
    const all = await listLessons(api);
    expect(all).toEqual([...all].sort(byDateTimeId));
    const tenth = await listLessons(api, { date_from: '2026-03-10', date_to: '2026-03-10' });
    expect(tenth).toEqual(all.filter((lesson) => lesson.lesson_date === '2026-03-10'));
    expect(tenth.filter((lesson) => lesson.schedule_id !== null)).toHaveLength(2);
  },

  'the owner moves, reassigns, cancels and restores a lesson': async (api) => {
    await loginAs(api, graciaOwner);
    const id = await createdId(createLesson(api, masterClass));

    const moved = {
      ...storedMasterClass(id),
      lesson_date: '2026-03-14',
      start_time: '15:30',
      duration_minutes: 90,
    };
    const move = { lesson_date: '2026-03-14', start_time: '15:30', duration_minutes: '90' };
    expectAnswer(await updateLesson(api, id, move), 200, moved);
    const reassigned = { ...moved, teacher_id: polina.id, teacher_name: polina.profile.full_name };
    const withoutStyle = { ...reassigned, direction_id: null, dance_style: null };
    expectAnswer(
      await updateLesson(api, String(id), { teacher_id: polina.id, direction_id: null }),
      200,
      withoutStyle,
    );
    const canceled = { ...withoutStyle, is_canceled: true };
    expectAnswer(await updateLesson(api, id, { is_canceled: true }), 200, canceled);
    expectAnswer(await readLesson(api, id), 200, { ...canceled, teacher_phone: polina.profile.phone });
    expectAnswer(await updateLesson(api, id, { is_canceled: false }), 200, withoutStyle);
  },

  'the owner deletes a lesson': async (api) => {
    await loginAs(api, graciaOwner);
    const timetable = await listLessons(api);
    const id = await createdId(createLesson(api, masterClass));

    expectAnswer(await deleteLesson(api, id), 200, { id });
    expectError(await readLesson(api, id), 404, serverErrors.notFound);
    expectError(await deleteLesson(api, id), 404, serverErrors.notFound);
    expect(await listLessons(api)).toEqual(timetable);
  },

  'a lesson is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalid = [
      { ...masterClass, group_id: undefined },
      { ...masterClass, lesson_date: '2026-02-30' },
      { ...masterClass, start_time: '24:00' },
      { ...masterClass, duration_minutes: 3 },
      { ...masterClass, teacher_id: 'Артур' },
    ];
    for (const body of invalid) {
      expectError(await createLesson(api, body), 400, validationMessage(lessonCreateSchema, body));
    }
    expect(await oneOffLessons(api)).toEqual([]);
    const id = await createdId(createLesson(api, masterClass));
    for (const body of [{ is_canceled: 'да' }, { start_time: '9:00' }]) {
      expectError(await updateLesson(api, id, body), 400, validationMessage(lessonUpdateSchema, body));
    }
    expectError(await updateLesson(api, id, {}), 400, serverErrors.nothingToUpdate);
    expect(await oneOffLessons(api)).toEqual([storedMasterClass(id)]);
    const reversed = { date_from: '2026-03-10', date_to: '2026-03-09' };
    const badFilters = [reversed, { date_from: '10.03.2026' }];
    for (const filter of badFilters) {
      const answer = await api.request('POST', apiPath('lessonsWhere'), filter);
      expectError(answer, 400, validationMessage(lessonsFilterSchema, filter));
    }
    expectError(await readLesson(api, '0'), 400, serverErrors.invalidId);
  },

  'a lesson needs a student group, a teacher and a direction of the school': async (api) => {
    await loginAs(api, graciaOwner);
    const id = await createdId(createLesson(api, masterClass));
    // Past every seeded group and direction.
    const unknownId = 1000 + Math.max(...[...graciaGroups, ...seededStyles].map((row) => row.id));

    const cases: [Record<string, unknown>, string][] = [
      [{ group_id: leadGroupId }, serverErrors.groupTypeMismatch],
      [{ group_id: unknownId }, serverErrors.unknownGroup],
      [{ teacher_id: seededUserWithRole('receptionist').id }, serverErrors.notATeacher],
      [{ teacher_id: salsaOwner.id }, serverErrors.notATeacher],
      [{ direction_id: unknownId }, serverErrors.unknownStyle],
    ];
    for (const [change, message] of cases) {
      expectError(await createLesson(api, { ...masterClass, ...change }), 400, message);
      if (!('group_id' in change)) expectError(await updateLesson(api, id, change), 400, message);
    }
    expect(await oneOffLessons(api)).toEqual([storedMasterClass(id)]);
  },

  'the front desk adds lessons, teachers read them, only the owner changes them': async (api) => {
    expectError(await api.request('POST', apiPath('lessonsWhere'), {}), 401, serverErrors.unauthenticated);
    await loginAs(api, seededUserWithRole('receptionist'));
    const id = await createdId(createLesson(api, masterClass));
    expectError(await updateLesson(api, id, { is_canceled: true }), 403, serverErrors.forbidden);
    expectError(await deleteLesson(api, id), 403, serverErrors.forbidden);
    const all = await listLessons(api);

    await loginAs(api, seededUserWithRole('teacher'));
    // Teachers read every lesson of the school, the one-off one among them, unchanged.
    expect(await listLessons(api)).toEqual(all);
    expect(await oneOffLessons(api)).toEqual([storedMasterClass(id)]);
    expectError(await createLesson(api, masterClass), 403, serverErrors.forbidden);
    expectError(await updateLesson(api, id, { is_canceled: true }), 403, serverErrors.forbidden);

    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('lessonsWhere'), {}), 403, serverErrors.forbidden);
      expectError(await readLesson(api, id), 403, serverErrors.forbidden);
      expectError(await createLesson(api, masterClass), 403, serverErrors.forbidden);
    }
  },

  "another school's lessons are not found": async (api) => {
    await loginAs(api, graciaOwner);
    const id = await createdId(createLesson(api, masterClass));
    const [planned] = await listLessons(api);
    if (!planned) throw new Error('The demo timetable planned no lessons');

    await loginAs(api, salsaOwner);
    expect(await listLessons(api)).toEqual([]);
    const foreignFilter = await api.request('POST', apiPath('lessonsWhere'), { school_id: GRACIA_ID });
    expectError(foreignFilter, 403, serverErrors.otherSchool);
    for (const foreign of [id, planned.id]) {
      expectError(await readLesson(api, foreign), 404, serverErrors.notFound);
      expectError(await updateLesson(api, foreign, { is_canceled: true }), 404, serverErrors.notFound);
      expectError(await deleteLesson(api, foreign), 404, serverErrors.notFound);
    }
    expectError(await createLesson(api, masterClass), 400, serverErrors.unknownGroup);
  },
};
