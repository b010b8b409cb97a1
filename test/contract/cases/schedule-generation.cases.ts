import { expect } from 'vitest';
import { apiPath, serverErrors } from '@/contract';
import { expectAnswer, expectError } from '../expectations';
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { DAY_MS, generate, listLessons } from './schedule-requests';
import { demoGroup, generatedLesson, polina, seededStyle } from './schedule-seed';
import { loginAs } from './sign-in';

// The contract clock starts on Monday 2026-03-02, so the window runs to 2026-04-30: 60 days, 8 weeks and 4 days,
// so Monday to Thursday come 9 times and Friday to Sunday 8 times. The demo week has two entries on each of
// Monday to Thursday and Saturday and one on Friday: 8 × 9 + 2 × 8 + 8 = 96 lessons.
const WINDOW = { date_from: '2026-03-02', date_to: '2026-04-30' };

export const generationCases: ContractCases = {
  'generation fills the weeks from today to the end of next month': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('POST', apiPath('lessonsGenerate'), {}), 200, { created: 96, ...WINDOW });

    const lessons = await listLessons(api);
    expect(lessons).toHaveLength(96);
    // Created day by day and, within a day, in timetable order; listed by date and time.
    expect(lessons.slice(0, 4)).toEqual([
      generatedLesson(1, 1, '2026-03-02'),
      generatedLesson(2, 7, '2026-03-02'),
      generatedLesson(3, 3, '2026-03-03'),
      generatedLesson(4, 5, '2026-03-03'),
    ]);
    expect(lessons.slice(-2)).toEqual([
      generatedLesson(95, 4, '2026-04-30'),
      generatedLesson(96, 8, '2026-04-30'),
    ]);
    expect(await listLessons(api, { date_from: '2026-03-07', date_to: '2026-03-08' })).toEqual([
      generatedLesson(11, 11, '2026-03-07'),
      generatedLesson(10, 6, '2026-03-07'),
    ]);
  },

  'running generation again creates nothing': async (api) => {
    await loginAs(api, graciaOwner);
    await generate(api);

    expectAnswer(await api.request('POST', apiPath('lessonsGenerate')), 200, { created: 0, ...WINDOW });
    expect(await listLessons(api)).toHaveLength(96);
  },

  'a lesson moved, cancelled or deleted by hand is not brought back': async (api) => {
    await loginAs(api, graciaOwner);
    await generate(api);

    const move = await api.request('PATCH', apiPath('lessonUpdate', { id: 1 }), {
      lesson_date: '2026-03-04',
    });
    expect(move.status).toBe(200);
    expect(
      (await api.request('PATCH', apiPath('lessonUpdate', { id: 3 }), { is_canceled: true })).status,
    ).toBe(200);
    expectAnswer(await api.request('DELETE', apiPath('lessonDelete', { id: 2 })), 200, { id: 2 });

    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
    expect(await listLessons(api, { date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual([]);
    const tuesday = await listLessons(api, { date_from: '2026-03-03', date_to: '2026-03-03' });
    expect(tuesday).toEqual([
      { ...generatedLesson(3, 3, '2026-03-03'), is_canceled: true },
      generatedLesson(4, 5, '2026-03-03'),
    ]);
    expect(await listLessons(api)).toHaveLength(95);
  },

  'an archived direction produces no lessons until it is restored': async (api) => {
    await loginAs(api, graciaOwner);
    const stretching = seededStyle('Стретчинг');
    const archive = await api.request('PUT', apiPath('style', { id: stretching.id }), { is_archived: true });
    expect(archive.status).toBe(200);

    // Стретчинг is on Wednesdays (9 in the window) and Fridays (8).
    expect(await generate(api)).toEqual({ created: 96 - 17, ...WINDOW });
    const lessons = await listLessons(api);
    expect(lessons.some((lesson) => lesson.direction_id === stretching.id)).toBe(false);

    await api.request('PUT', apiPath('style', { id: stretching.id }), { is_archived: false });
    expect(await generate(api)).toEqual({ created: 17, ...WINDOW });
  },

  'an entry produces lessons only within its own active range': async (api) => {
    await loginAs(api, graciaOwner);
    const contemporary = demoGroup('Contemporary 16+');
    const sundays = {
      group_id: contemporary.id,
      weekday: 7,
      start_time: '12:00',
      duration_minutes: 60,
      teacher_id: polina.id,
      active_from: '2026-03-10',
      active_to: '2026-03-31',
    };
    expect((await api.request('POST', apiPath('scheduleCreate'), sundays)).status).toBe(201);

    expect(await generate(api)).toEqual({ created: 99, ...WINDOW });
    const onSundays = (await listLessons(api)).filter((lesson) => lesson.schedule_id === 12);
    expect(onSundays.map((lesson) => lesson.lesson_date)).toEqual(['2026-03-15', '2026-03-22', '2026-03-29']);
  },

  'the window moves with the calendar': async (api) => {
    await loginAs(api, graciaOwner);
    await generate(api);
    api.advanceClock(30 * DAY_MS);
    // A month later the session has run out: sign in again.
    await loginAs(api, graciaOwner);

    // Today is Wednesday 2026-04-01: April is already planned, May (5 Fridays, Saturdays; 4 of the rest) is new.
    expectAnswer(await api.request('POST', apiPath('lessonsGenerate'), {}), 200, {
      created: 47,
      date_from: '2026-04-01',
      date_to: '2026-05-31',
    });
    expect(await listLessons(api)).toHaveLength(96 + 47);
  },

  'everyone who opens the schedule generates; each school its own': async (api) => {
    expectError(await api.request('POST', apiPath('lessonsGenerate'), {}), 401, serverErrors.unauthenticated);
    await loginAs(api, seededUserWithRole('receptionist'));
    expect(await generate(api)).toEqual({ created: 96, ...WINDOW });
    await loginAs(api, seededUserWithRole('teacher'));
    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
    expectError(
      await api.request('POST', apiPath('lessonsGenerate'), { school_id: 2 }),
      403,
      serverErrors.otherSchool,
    );

    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('lessonsGenerate'), {}), 403, serverErrors.forbidden);
    }
    await loginAs(api, salsaOwner);
    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
    expect(await listLessons(api)).toEqual([]);
  },
};
