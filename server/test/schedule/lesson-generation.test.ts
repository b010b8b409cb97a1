import { describe, expect, it } from 'vitest';
import { isoWeekday, serverErrors } from '../../../src/contract/index.ts';
import { api } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import {
  createEntry,
  createStyle,
  datesOf,
  generate,
  lessonsOfEntry,
  listLessons,
} from './support/schedule-api.ts';
import { insertGroup, ledgerDates } from './support/schedule-rows.ts';
import { createScheduleSchool } from './support/schedule-school.ts';

// The test clock reads Monday 2026-03-02, 09:00 UTC: the window runs from that day to 2026-04-30.
const mondays = ['03-02', '03-09', '03-16', '03-23', '03-30', '04-06', '04-13', '04-20', '04-27'];
const thursdays = ['03-05', '03-12', '03-19', '03-26', '04-02', '04-09', '04-16', '04-23', '04-30'];
const sundays = ['03-08', '03-15', '03-22', '03-29', '04-05', '04-12', '04-19', '04-26'];
const in2026 = (days: string[]) => days.map((day) => `2026-${day}`);

describe.each(testDialects())('lesson generation on %s', (dialect) => {
  const t = useTestApp(dialect);

  const schoolWithGroup = async () => {
    const school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId, { name: 'Хип-хоп 7–10 лет', color: '#10b981' });
    return { school, group, owner: school.as('owner') };
  };

  it('plans each entry on its weekday (Monday 1 … Sunday 7) from today to the end of next month', async () => {
    const { school, group, owner } = await schoolWithGroup();
    const style = await createStyle(owner, { name: 'Хип-хоп' });
    const monday = await createEntry(owner, group.id, {
      weekday: 1,
      teacher_id: school.ids.teacher,
      direction_id: style.id,
    });
    const thursday = await createEntry(owner, group.id, {
      weekday: 4,
      start_time: '18:00',
      duration_minutes: 75,
    });
    const sunday = await createEntry(owner, group.id, { weekday: 7, start_time: '12:00' });

    expect(await generate(school.as('teacher'))).toEqual({
      created: 26,
      date_from: '2026-03-02',
      date_to: '2026-04-30',
    });

    const mondayLessons = await lessonsOfEntry(owner, monday.id);
    expect(datesOf(mondayLessons)).toEqual(in2026(mondays));
    expect(datesOf(await lessonsOfEntry(owner, thursday.id))).toEqual(in2026(thursdays));
    expect(datesOf(await lessonsOfEntry(owner, sunday.id))).toEqual(in2026(sundays));
    expect(in2026(sundays).every((date) => isoWeekday(date) === 7)).toBe(true);
    expect(mondayLessons[0]).toEqual({
      id: expect.any(Number),
      group_id: group.id,
      group_name: 'Хип-хоп 7–10 лет',
      group_color: '#10b981',
      direction_id: style.id,
      teacher_id: school.ids.teacher,
      teacher_name: 'Хабибуллин Артур Ильдарович',
      lesson_date: '2026-03-02',
      start_time: '17:00',
      duration_minutes: 60,
      is_canceled: false,
      dance_style: 'Хип-хоп',
      school_id: school.schoolId,
      schedule_id: monday.id,
    });
    expect((await lessonsOfEntry(owner, thursday.id))[0]).toMatchObject({
      start_time: '18:00',
      duration_minutes: 75,
      teacher_id: null,
      dance_style: null,
    });
    expect(await ledgerDates(t.db, sunday.id)).toEqual(in2026(sundays));
  });

  it('numbers the new lessons in calendar order', async () => {
    const { group, owner, school } = await schoolWithGroup();
    await createEntry(owner, group.id, { weekday: 4 });
    await createEntry(owner, group.id, { weekday: 1 });
    await generate(owner);
    const lessons = await listLessons(school.as('owner'));
    const ids = lessons.map((lesson) => lesson.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('creates nothing the second time', async () => {
    const { group, owner, school } = await schoolWithGroup();
    await createEntry(owner, group.id, { weekday: 3 });
    expect((await generate(owner)).created).toBe(9);
    const before = await listLessons(owner);

    expect(await generate(school.as('receptionist'))).toEqual({
      created: 0,
      date_from: '2026-03-02',
      date_to: '2026-04-30',
    });
    expect(await listLessons(owner)).toEqual(before);
  });

  it('keeps within each entry’s active range', async () => {
    const { group, owner } = await schoolWithGroup();
    const march = await createEntry(owner, group.id, {
      weekday: 2,
      active_from: '2026-03-10',
      active_to: '2026-03-31',
    });
    const ended = await createEntry(owner, group.id, { weekday: 2, active_to: '2026-03-01' });
    const later = await createEntry(owner, group.id, { weekday: 2, active_from: '2026-05-01' });
    const fromToday = await createEntry(owner, group.id, {
      weekday: 1,
      active_from: '2026-03-02',
      active_to: '2026-03-02',
    });

    expect((await generate(owner)).created).toBe(5);
    expect(datesOf(await lessonsOfEntry(owner, march.id))).toEqual([
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    expect(await lessonsOfEntry(owner, ended.id)).toEqual([]);
    expect(await lessonsOfEntry(owner, later.id)).toEqual([]);
    expect(datesOf(await lessonsOfEntry(owner, fromToday.id))).toEqual(['2026-03-02']);
  });

  it('skips entries whose direction is archived, and plans them once it is restored', async () => {
    const { group, owner } = await schoolWithGroup();
    const style = await createStyle(owner, { name: 'Contemporary' });
    const entry = await createEntry(owner, group.id, { weekday: 6, direction_id: style.id });
    await owner.put(`/styles/${style.id}`, { is_archived: true });

    expect((await generate(owner)).created).toBe(0);
    expect(await lessonsOfEntry(owner, entry.id)).toEqual([]);
    expect(await ledgerDates(t.db, entry.id)).toEqual([]);

    await owner.put(`/styles/${style.id}`, { is_archived: false });
    // Saturdays 2026-03-07 … 2026-04-25.
    expect((await generate(owner)).created).toBe(8);
  });

  it('never brings back a lesson moved, cancelled or deleted by hand', async () => {
    const { group, owner } = await schoolWithGroup();
    const entry = await createEntry(owner, group.id, { weekday: 1 });
    await generate(owner);
    const [first, second, third] = await lessonsOfEntry(owner, entry.id);
    if (!first || !second || !third) throw new Error('Expected generated lessons');

    await owner.patch(`/lessons/update/${first.id}`, { lesson_date: '2026-03-03' });
    await owner.patch(`/lessons/update/${second.id}`, { is_canceled: true });
    await owner.delete(`/lessons/delete/${third.id}`);

    expect((await generate(owner)).created).toBe(0);
    const lessons = await lessonsOfEntry(owner, entry.id);
    expect(datesOf(lessons)).toEqual([
      '2026-03-03',
      ...in2026(mondays.slice(1, 2)),
      ...in2026(mondays.slice(3)),
    ]);
    expect(lessons.find((lesson) => lesson.id === second.id)?.is_canceled).toBe(true);
    expect(await ledgerDates(t.db, entry.id)).toEqual(in2026(mondays));
  });

  it('works in the caller’s school only', async () => {
    const mine = await schoolWithGroup();
    const theirs = await schoolWithGroup();
    const theirEntry = await createEntry(theirs.owner, theirs.group.id, { weekday: 5 });

    await createEntry(mine.owner, mine.group.id, { weekday: 5 });
    // Fridays 2026-03-06 … 2026-04-24.
    expect((await generate(mine.owner)).created).toBe(8);
    expect(await lessonsOfEntry(theirs.owner, theirEntry.id)).toEqual([]);

    const foreign = await mine.owner.post('/lessons/generate', { school_id: theirs.school.schoolId });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: serverErrors.otherSchool });
    expect(await lessonsOfEntry(theirs.owner, theirEntry.id)).toEqual([]);
  });

  it('is open to everyone who opens the schedule, with an empty body too', async () => {
    const { school } = await schoolWithGroup();
    for (const who of ['owner', 'receptionist', 'teacher'] as const) {
      const response = await school.as(who).post('/lessons/generate');
      expect(response.status, who).toBe(200);
    }
    for (const who of ['manager', 'accountant'] as const) {
      const response = await school.as(who).post('/lessons/generate', {});
      expect(response.status, who).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.forbidden });
    }
    expect((await api(t.app).post('/lessons/generate', {})).status).toBe(401);
  });
});
