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
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { listLessons } from './schedule-requests';
import { artur, demoGroup, leadGroupId, polina, seededStyle } from './schedule-seed';
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
const storedMasterClass: Lesson = {
  id: 1,
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
  school_id: 1,
  schedule_id: null,
};

/** A lesson of `bachata` without teacher or direction, on a date and time. */
function bareLesson(id: number, lesson_date: string, start_time: string): Lesson {
  const empty = { teacher_id: null, teacher_name: null, direction_id: null, dance_style: null };
  return { ...storedMasterClass, ...empty, id, lesson_date, start_time, duration_minutes: 60 };
}

export const lessonCases: ContractCases = {
  'the front desk adds a one-off lesson, read with the teacher phone': async (api) => {
    await loginAs(api, seededUserWithRole('receptionist'));

    expectAnswer(await createLesson(api, masterClass), 201, storedMasterClass);
    expectAnswer(await readLesson(api, 1), 200, { ...storedMasterClass, teacher_phone: artur.profile.phone });
    expectAnswer(await api.request('POST', apiPath('lessonsWhere'), {}), 200, [storedMasterClass]);

    const bare = {
      group_id: bachata.id,
      lesson_date: '2026-03-08',
      start_time: '11:00',
      duration_minutes: 60,
    };
    expectAnswer(await createLesson(api, bare), 201, bareLesson(2, '2026-03-08', '11:00'));
    expectAnswer(await readLesson(api, '2'), 200, {
      ...bareLesson(2, '2026-03-08', '11:00'),
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
    for (const [lesson_date, start_time] of slots) {
      const body = { group_id: bachata.id, lesson_date, start_time, duration_minutes: 60 };
      expect((await createLesson(api, body)).status).toBe(201);
    }
    const [first, second, third, fourth, fifth] = slots.map(([date, time], index) =>
      bareLesson(index + 1, date, time),
    );

    expect(await listLessons(api)).toEqual([second, third, first, fifth, fourth]);
    expect(await listLessons(api, { date_from: '2026-03-10' })).toEqual([third, first, fifth, fourth]);
    expect(await listLessons(api, { date_to: '2026-03-10' })).toEqual([second, third, first, fifth]);
    expect(await listLessons(api, { date_from: '2026-03-10', date_to: '2026-03-10' })).toEqual([
      third,
      first,
      fifth,
    ]);
    expect(await listLessons(api, { date_from: '2026-03-13' })).toEqual([]);
  },

  'the owner moves, reassigns, cancels and restores a lesson': async (api) => {
    await loginAs(api, graciaOwner);
    expect((await createLesson(api, masterClass)).status).toBe(201);

    const moved = {
      ...storedMasterClass,
      lesson_date: '2026-03-14',
      start_time: '15:30',
      duration_minutes: 90,
    };
    const move = { lesson_date: '2026-03-14', start_time: '15:30', duration_minutes: '90' };
    expectAnswer(await updateLesson(api, 1, move), 200, moved);
    const reassigned = { ...moved, teacher_id: polina.id, teacher_name: polina.profile.full_name };
    const withoutStyle = { ...reassigned, direction_id: null, dance_style: null };
    expectAnswer(
      await updateLesson(api, '1', { teacher_id: polina.id, direction_id: null }),
      200,
      withoutStyle,
    );
    const canceled = { ...withoutStyle, is_canceled: true };
    expectAnswer(await updateLesson(api, 1, { is_canceled: true }), 200, canceled);
    expectAnswer(await readLesson(api, 1), 200, { ...canceled, teacher_phone: polina.profile.phone });
    expectAnswer(await updateLesson(api, 1, { is_canceled: false }), 200, withoutStyle);
  },

  'the owner deletes a lesson': async (api) => {
    await loginAs(api, graciaOwner);
    expect((await createLesson(api, masterClass)).status).toBe(201);

    expectAnswer(await deleteLesson(api, 1), 200, { id: 1 });
    expectError(await readLesson(api, 1), 404, serverErrors.notFound);
    expectError(await deleteLesson(api, 1), 404, serverErrors.notFound);
    expect(await listLessons(api)).toEqual([]);
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
    expect((await createLesson(api, masterClass)).status).toBe(201);
    for (const body of [{ is_canceled: 'да' }, { start_time: '9:00' }]) {
      expectError(await updateLesson(api, 1, body), 400, validationMessage(lessonUpdateSchema, body));
    }
    expectError(await updateLesson(api, 1, {}), 400, serverErrors.nothingToUpdate);
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
    expect((await createLesson(api, masterClass)).status).toBe(201);

    const cases: [Record<string, unknown>, string][] = [
      [{ group_id: leadGroupId }, serverErrors.groupTypeMismatch],
      [{ group_id: 999 }, serverErrors.unknownGroup],
      [{ teacher_id: seededUserWithRole('receptionist').id }, serverErrors.notATeacher],
      [{ teacher_id: salsaOwner.id }, serverErrors.notATeacher],
      [{ direction_id: 999 }, serverErrors.unknownStyle],
    ];
    for (const [change, message] of cases) {
      expectError(await createLesson(api, { ...masterClass, ...change }), 400, message);
      if (!('group_id' in change)) expectError(await updateLesson(api, 1, change), 400, message);
    }
    expect(await listLessons(api)).toEqual([storedMasterClass]);
  },

  'the front desk adds lessons, teachers read them, only the owner changes them': async (api) => {
    expectError(await api.request('POST', apiPath('lessonsWhere'), {}), 401, serverErrors.unauthenticated);
    await loginAs(api, seededUserWithRole('receptionist'));
    expect((await createLesson(api, masterClass)).status).toBe(201);
    expectError(await updateLesson(api, 1, { is_canceled: true }), 403, serverErrors.forbidden);
    expectError(await deleteLesson(api, 1), 403, serverErrors.forbidden);

    await loginAs(api, seededUserWithRole('teacher'));
    expect(await listLessons(api)).toEqual([storedMasterClass]);
    expectError(await createLesson(api, masterClass), 403, serverErrors.forbidden);
    expectError(await updateLesson(api, 1, { is_canceled: true }), 403, serverErrors.forbidden);

    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('lessonsWhere'), {}), 403, serverErrors.forbidden);
      expectError(await readLesson(api, 1), 403, serverErrors.forbidden);
      expectError(await createLesson(api, masterClass), 403, serverErrors.forbidden);
    }
  },

  "another school's lessons are not found": async (api) => {
    await loginAs(api, graciaOwner);
    expect((await createLesson(api, masterClass)).status).toBe(201);

    await loginAs(api, salsaOwner);
    expect(await listLessons(api)).toEqual([]);
    const foreignFilter = await api.request('POST', apiPath('lessonsWhere'), { school_id: 1 });
    expectError(foreignFilter, 403, serverErrors.otherSchool);
    expectError(await readLesson(api, 1), 404, serverErrors.notFound);
    expectError(await updateLesson(api, 1, { is_canceled: true }), 404, serverErrors.notFound);
    expectError(await deleteLesson(api, 1), 404, serverErrors.notFound);
    expectError(await createLesson(api, masterClass), 400, serverErrors.unknownGroup);
  },
};
