import { describe, expect, it } from 'vitest';
import { isoWeekday, serverErrors } from '../../../src/contract/index.ts';
import { insertScheduleEntry } from '../../src/modules/schedules/repository.ts';
import { api } from '../support/api-client.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
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
// docs/api-schedule.md, "Generation": a timetable entry brings its window's lessons with its create, in the same
// transaction; the host's daily job (t.runJobs) and an explicit POST /lessons/generate plan whatever is still
// missing, each (entry, date) pair once ever.
const mondays = ['03-02', '03-09', '03-16', '03-23', '03-30', '04-06', '04-13', '04-20', '04-27'];
const thursdays = ['03-05', '03-12', '03-19', '03-26', '04-02', '04-09', '04-16', '04-23', '04-30'];
const sundays = ['03-08', '03-15', '03-22', '03-29', '04-05', '04-12', '04-19', '04-26'];

const saturdays = ['03-07', '03-14', '03-21', '03-28', '04-04', '04-11', '04-18', '04-25'];
const fridays = ['03-06', '03-13', '03-20', '03-27', '04-03', '04-10', '04-17', '04-24'];
const in2026 = (days: string[]) => days.map((day) => `2026-${day}`);
const WINDOW = { date_from: '2026-03-02', date_to: '2026-04-30' };

const setArchived = async (owner: ApiAs, styleId: number, is_archived: boolean) => {
  const response = await owner.put(`/styles/${styleId}`, { is_archived });
  expect(response.status, response.text).toBe(200);
};

/** A direction archived before any timetable entry names it: entries made with it wait for its restoring. */
const archivedStyle = async (owner: ApiAs, name: string) => {
  const style = await createStyle(owner, { name });
  await setArchived(owner, style.id, true);
  return style;
};

describe.each(testDialects())('lesson generation on %s', (dialect) => {
  const t = useTestApp(dialect);

  const schoolWithGroup = async () => {
    const school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId, { name: 'Хип-хоп 7–10 лет', color: '#10b981' });
    return { school, group, owner: school.as('owner') };
  };

  it('plans each entry on its weekday (Monday 1 … Sunday 7) from today to the end of next month, with its create', async () => {
    const { school, group, owner } = await schoolWithGroup();
    const style = await createStyle(owner, { name: 'Хип-хоп' });
    const monday = await createEntry(owner, group.id, {
      weekday: 1,
      teacher_id: school.ids.teacher,
      direction_id: style.id,
    });
    // The create's answer comes after its lessons: they are there for the next read.
    const mondayLessons = await lessonsOfEntry(owner, monday.id);
    expect(datesOf(mondayLessons)).toEqual(in2026(mondays));
    const thursday = await createEntry(owner, group.id, {
      weekday: 4,
      start_time: '18:00',
      duration_minutes: 75,
    });
    expect(datesOf(await lessonsOfEntry(owner, thursday.id))).toEqual(in2026(thursdays));
    const sunday = await createEntry(owner, group.id, { weekday: 7, start_time: '12:00' });
    expect(datesOf(await lessonsOfEntry(owner, sunday.id))).toEqual(in2026(sundays));
    expect(await listLessons(owner)).toHaveLength(
      in2026(mondays).length + in2026(thursdays).length + in2026(sundays).length,
    );
    expect(in2026(sundays).every((date) => isoWeekday(date) === 7)).toBe(true);

    // Nothing is left for a client's generation to make.
    expect(await generate(school.as('teacher'))).toEqual({ created: 0, ...WINDOW });
    expect(await lessonsOfEntry(owner, monday.id)).toEqual(mondayLessons);
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

  it('numbers the new lessons in calendar order: one entry’s on its create, several entries’ in one generation', async () => {
    const { group, owner } = await schoolWithGroup();
    const first = await createEntry(owner, group.id, { weekday: 4 });
    const firstIds = (await lessonsOfEntry(owner, first.id)).map((lesson) => lesson.id);
    expect(firstIds).toHaveLength(9);
    expect(firstIds).toEqual([...firstIds].sort((a, b) => a - b));

    // Two entries made while their direction was archived wait for its restoring, which plans both at once:
    // the Monday entry, made second, still gets the first id (Monday 2026-03-02 comes before Thursday 03-05).
    const style = await archivedStyle(owner, 'Contemporary');
    const thursday = await createEntry(owner, group.id, {
      weekday: 4,
      start_time: '19:00',
      direction_id: style.id,
    });
    const monday = await createEntry(owner, group.id, { weekday: 1, direction_id: style.id });
    expect(await lessonsOfEntry(owner, monday.id)).toEqual([]);
    await setArchived(owner, style.id, false);
    expect((await generate(owner)).created).toBe(0);

    const planned = (await listLessons(owner)).filter(
      (lesson) => lesson.schedule_id === thursday.id || lesson.schedule_id === monday.id,
    );
    expect(datesOf(planned)).toEqual(
      [...in2026(mondays), ...in2026(thursdays)].sort((a, b) => a.localeCompare(b)),
    );
    const ids = planned.map((lesson) => lesson.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(planned[0]?.schedule_id).toBe(monday.id);
    expect(Math.min(...ids)).toBeGreaterThan(Math.max(...firstIds));
  });

  it('creates nothing the second time', async () => {
    const { group, owner, school } = await schoolWithGroup();
    const entry = await createEntry(owner, group.id, { weekday: 3 });
    const before = await listLessons(owner);
    expect(before).toHaveLength(9);
    expect(before.every((lesson) => lesson.schedule_id === entry.id)).toBe(true);

    expect(await generate(school.as('receptionist'))).toEqual({ created: 0, ...WINDOW });
    expect(await generate(owner)).toEqual({ created: 0, ...WINDOW });
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

    expect(await listLessons(owner)).toHaveLength(5);
    expect(datesOf(await lessonsOfEntry(owner, march.id))).toEqual([
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    expect(await lessonsOfEntry(owner, ended.id)).toEqual([]);
    expect(await lessonsOfEntry(owner, later.id)).toEqual([]);
    expect(datesOf(await lessonsOfEntry(owner, fromToday.id))).toEqual(['2026-03-02']);
    expect((await generate(owner)).created).toBe(0);
    expect(await listLessons(owner)).toHaveLength(5);
  });

  it('skips entries whose direction is archived; restoring it plans them at once', async () => {
    const { group, owner } = await schoolWithGroup();
    // The host ran today's jobs before anyone came in (it runs them at start, then every minute).
    await t.runJobs();
    const style = await archivedStyle(owner, 'Contemporary');
    const entry = await createEntry(owner, group.id, { weekday: 6, direction_id: style.id });
    expect(await lessonsOfEntry(owner, entry.id)).toEqual([]);
    expect((await generate(owner)).created).toBe(0);
    expect(await lessonsOfEntry(owner, entry.id)).toEqual([]);
    expect(await ledgerDates(t.db, entry.id)).toEqual([]);

    // Restoring is a change of the timetable: its lessons come with it, not with tomorrow's job.
    await setArchived(owner, style.id, false);
    // Saturdays 2026-03-07 … 2026-04-25.
    expect(datesOf(await lessonsOfEntry(owner, entry.id))).toEqual(in2026(saturdays));
    expect(await ledgerDates(t.db, entry.id)).toEqual(in2026(saturdays));
    expect(await t.runJobs()).toEqual([]);
    expect((await generate(owner)).created).toBe(0);
  });

  it('never brings back a lesson moved, cancelled or deleted by hand', async () => {
    const { group, owner } = await schoolWithGroup();
    const entry = await createEntry(owner, group.id, { weekday: 1 });
    const [first, second, third] = await lessonsOfEntry(owner, entry.id);
    if (!first || !second || !third) throw new Error('Expected the entry’s lessons');

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
    // One entry in each school whose lessons are still to be made: a row written before timetable writes made
    // their lessons (straight into the table, as an older version left it).
    const pendingEntry = async ({ school, group }: typeof mine) => ({
      id: await insertScheduleEntry(t.db, school.schoolId, {
        group_id: group.id,
        weekday: 5,
        start_time: '18:00',
        duration_minutes: 60,
        teacher_id: null,
        direction_id: null,
        active_from: null,
        active_to: null,
      }),
    });
    const theirEntry = await pendingEntry(theirs);
    const myEntry = await pendingEntry(mine);

    // Fridays 2026-03-06 … 2026-04-24.
    expect(await generate(mine.owner)).toEqual({ created: 8, ...WINDOW });
    expect(datesOf(await lessonsOfEntry(mine.owner, myEntry.id))).toEqual(in2026(fridays));
    expect(await lessonsOfEntry(theirs.owner, theirEntry.id)).toEqual([]);

    const foreign = await mine.owner.post('/lessons/generate', { school_id: theirs.school.schoolId });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: serverErrors.otherSchool });
    expect(await lessonsOfEntry(theirs.owner, theirEntry.id)).toEqual([]);
    expect(await ledgerDates(t.db, theirEntry.id)).toEqual([]);

    // Their own generation makes theirs, and nothing more of mine.
    expect(await generate(theirs.owner)).toEqual({ created: 8, ...WINDOW });
    expect(datesOf(await lessonsOfEntry(theirs.owner, theirEntry.id))).toEqual(in2026(fridays));
    expect(await listLessons(mine.owner)).toHaveLength(8);
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
