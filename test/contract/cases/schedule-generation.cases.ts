import { expect } from 'vitest';
import { apiPath, serverErrors } from '@/contract';
import { expectAnswer, expectError } from '../expectations';
import { graciaOwner, platformAdmin, SALSA_ID, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { createdId, DAY_MS, generate, lessonOn, lessonsOfEntry, listLessons } from './schedule-requests';
import {
  demoGroup,
  plannedLesson,
  polina,
  seededEntries,
  seededEntry,
  seededLessonsBetween,
  seededStyle,
  withoutId,
} from './schedule-seed';
import { loginAs } from './sign-in';

// The contract clock starts on Monday 2026-03-02, so the window runs to 2026-04-30: 60 days, 8 weeks and 4 days,
// so Monday to Thursday come 9 times and Friday to Sunday 8 times. The demo week has two entries on each of
// Monday to Thursday and Saturday and one on Friday: 8 × 9 + 2 × 8 + 8 = 96 lessons, which the demo's timetable
// brought with it (each entry's create makes its window's lessons). A generation — the host's daily job, or a
// client that asks — makes only what is still missing. The counts are taken from the seeded entries.
const WINDOW = { date_from: '2026-03-02', date_to: '2026-04-30' };
const SEEDED_LESSONS = seededLessonsBetween(WINDOW.date_from, WINDOW.date_to);
/** What a month later's window adds: May, April being planned already. */
const MAY_LESSONS = seededLessonsBetween('2026-05-01', '2026-05-31');
const SUNDAYS = ['03-08', '03-15', '03-22', '03-29', '04-05', '04-12', '04-19', '04-26'].map(
  (day) => `2026-${day}`,
);

/** A Sunday hour of «Стретчинг утро» like its Wednesday one, an hour later. */
const stretchingSundays = () => ({
  group_id: demoGroup('Стретчинг утро').id,
  weekday: 7,
  start_time: '10:00',
  duration_minutes: 60,
  teacher_id: polina.id,
  direction_id: seededStyle('Стретчинг').id,
});

export const generationCases: ContractCases = {
  'the demo timetable comes with its lessons from today to the end of next month': async (api) => {
    await loginAs(api, graciaOwner);

    const lessons = await listLessons(api);
    expect(lessons).toHaveLength(SEEDED_LESSONS);
    // Listed by date and time.
    expect(lessons.slice(0, 4).map(withoutId)).toEqual([
      plannedLesson(seededEntry('Хип-хоп 7–10 лет', 1), '2026-03-02'),
      plannedLesson(seededEntry('Бачата для начинающих', 1), '2026-03-02'),
      plannedLesson(seededEntry('Jazz-funk 11–14 лет', 2), '2026-03-03'),
      plannedLesson(seededEntry('Contemporary 16+', 2), '2026-03-03'),
    ]);
    expect(lessons.slice(-2).map(withoutId)).toEqual([
      plannedLesson(seededEntry('Jazz-funk 11–14 лет', 4), '2026-04-30'),
      plannedLesson(seededEntry('Бачата для начинающих', 4), '2026-04-30'),
    ]);
    expect(
      (await listLessons(api, { date_from: '2026-03-07', date_to: '2026-03-08' })).map(withoutId),
    ).toEqual([
      plannedLesson(seededEntry('Хип-хоп 7–10 лет', 6), '2026-03-07'),
      plannedLesson(seededEntry('Contemporary 16+', 6), '2026-03-07'),
    ]);
    // Each entry's lessons were numbered in calendar order, every id once.
    for (const entry of seededEntries) {
      const ids = lessons.filter((lesson) => lesson.schedule_id === entry.id).map((lesson) => lesson.id);
      expect(ids, `entry ${entry.id}`).toHaveLength(entry.weekday <= 4 ? 9 : 8);
      expect(ids, `entry ${entry.id}`).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(new Set(lessons.map((lesson) => lesson.id)).size).toBe(SEEDED_LESSONS);

    // A client that still asks for a generation finds nothing left to make.
    expectAnswer(await api.request('POST', apiPath('lessonsGenerate'), {}), 200, { created: 0, ...WINDOW });
    expect(await listLessons(api)).toEqual(lessons);
  },

  'running generation again creates nothing': async (api) => {
    await loginAs(api, graciaOwner);
    await generate(api);

    expectAnswer(await api.request('POST', apiPath('lessonsGenerate')), 200, { created: 0, ...WINDOW });
    expect(await listLessons(api)).toHaveLength(SEEDED_LESSONS);
  },

  'a lesson moved, cancelled or deleted by hand is not brought back': async (api) => {
    await loginAs(api, graciaOwner);
    const moved = await lessonOn(api, seededEntry('Хип-хоп 7–10 лет', 1).id, '2026-03-02');
    const canceled = await lessonOn(api, seededEntry('Jazz-funk 11–14 лет', 2).id, '2026-03-03');
    const untouched = await lessonOn(api, seededEntry('Contemporary 16+', 2).id, '2026-03-03');
    const deleted = await lessonOn(api, seededEntry('Бачата для начинающих', 1).id, '2026-03-02');

    const move = await api.request('PATCH', apiPath('lessonUpdate', { id: moved.id }), {
      lesson_date: '2026-03-04',
    });
    expect(move.status).toBe(200);
    expect(
      (await api.request('PATCH', apiPath('lessonUpdate', { id: canceled.id }), { is_canceled: true }))
        .status,
    ).toBe(200);
    expectAnswer(await api.request('DELETE', apiPath('lessonDelete', { id: deleted.id })), 200, {
      id: deleted.id,
    });

    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
    expect(await listLessons(api, { date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual([]);
    const tuesday = await listLessons(api, { date_from: '2026-03-03', date_to: '2026-03-03' });
    expect(tuesday).toEqual([{ ...canceled, is_canceled: true }, untouched]);
    expect(untouched).toEqual({
      ...plannedLesson(seededEntry('Contemporary 16+', 2), '2026-03-03'),
      id: untouched.id,
    });
    const wednesday = await listLessons(api, { date_from: '2026-03-04', date_to: '2026-03-04' });
    expect(wednesday).toContainEqual({ ...moved, lesson_date: '2026-03-04' });
    expect(await listLessons(api)).toHaveLength(SEEDED_LESSONS - 1);
  },

  'an archived direction produces no lessons until it is restored': async (api) => {
    await loginAs(api, graciaOwner);
    const stretching = seededStyle('Стретчинг');
    const archive = await api.request('PUT', apiPath('style', { id: stretching.id }), { is_archived: true });
    expect(archive.status).toBe(200);
    const entryId = await createdId(api.request('POST', apiPath('scheduleCreate'), stretchingSundays()));

    // Archived, it plans nothing: neither with the entry's create nor in a generation.
    expect(await lessonsOfEntry(api, entryId)).toEqual([]);
    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
    expect(await lessonsOfEntry(api, entryId)).toEqual([]);

    // Restored, its entries' lessons come with the restoring itself (docs/time.md).
    await api.request('PUT', apiPath('style', { id: stretching.id }), { is_archived: false });
    expect((await lessonsOfEntry(api, entryId)).map(withoutId)).toEqual(
      SUNDAYS.map((date) => ({
        ...plannedLesson(seededEntry('Стретчинг утро', 3), date),
        start_time: '10:00',
        schedule_id: entryId,
      })),
    );
    expect(await listLessons(api)).toHaveLength(SEEDED_LESSONS + SUNDAYS.length);
    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
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
    const entryId = await createdId(api.request('POST', apiPath('scheduleCreate'), sundays));

    // The create brought them.
    const onSundays = await lessonsOfEntry(api, entryId);
    expect(onSundays.map((lesson) => lesson.lesson_date)).toEqual(['2026-03-15', '2026-03-22', '2026-03-29']);
    expect(await listLessons(api)).toHaveLength(SEEDED_LESSONS + onSundays.length);
    expect(await generate(api)).toEqual({ created: 0, ...WINDOW });
  },

  'the window moves with the calendar': async (api) => {
    await loginAs(api, graciaOwner);
    await generate(api);
    api.advanceClock(30 * DAY_MS);
    // A month later the session has run out: sign in again.
    await loginAs(api, graciaOwner);

    // Today is Wednesday 2026-04-01: April is already planned, May (5 Fridays, Saturdays; 4 of the rest) is new.
    expectAnswer(await api.request('POST', apiPath('lessonsGenerate'), {}), 200, {
      created: MAY_LESSONS,
      date_from: '2026-04-01',
      date_to: '2026-05-31',
    });
    expect(await listLessons(api)).toHaveLength(SEEDED_LESSONS + MAY_LESSONS);
  },

  'everyone who opens the schedule may generate; each school its own': async (api) => {
    expectError(await api.request('POST', apiPath('lessonsGenerate'), {}), 401, serverErrors.unauthenticated);
    // A month on, May is not planned yet (the host's daily job would plan it; these cases run no jobs): whoever
    // may open the schedule plans it with a call.
    api.advanceClock(30 * DAY_MS);
    const MAY_WINDOW = { date_from: '2026-04-01', date_to: '2026-05-31' };
    await loginAs(api, seededUserWithRole('receptionist'));
    expect(await generate(api)).toEqual({ created: MAY_LESSONS, ...MAY_WINDOW });
    await loginAs(api, seededUserWithRole('teacher'));
    expect(await generate(api)).toEqual({ created: 0, ...MAY_WINDOW });
    expectError(
      await api.request('POST', apiPath('lessonsGenerate'), { school_id: SALSA_ID }),
      403,
      serverErrors.otherSchool,
    );

    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await api.request('POST', apiPath('lessonsGenerate'), {}), 403, serverErrors.forbidden);
    }
    await loginAs(api, salsaOwner);
    expect(await generate(api)).toEqual({ created: 0, ...MAY_WINDOW });
    expect(await listLessons(api)).toEqual([]);
  },
};
