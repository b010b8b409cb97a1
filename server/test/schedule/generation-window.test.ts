import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, datesOf, generate, lessonsOfEntry } from './support/schedule-api.ts';
import { insertGroup } from './support/schedule-rows.ts';
import { createScheduleSchool } from './support/schedule-school.ts';

// The window follows the clock: as days pass, the host's daily job (t.runJobs, as the host's loop runs it) adds
// only what the moved window newly covers; a client's explicit generation does the same if it comes first.
describe.each(testDialects())('generation window over time on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('extends to the end of the next month as days pass, never refilling the past', async () => {
    const school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId);
    const monday = await createEntry(school.as('owner'), group.id, { weekday: 1 });
    const mondaysToApril = ['03-02', '03-09', '03-16', '03-23', '03-30', '04-06', '04-13', '04-20', '04-27'];
    const created = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(datesOf(created)).toEqual(mondaysToApril.map((day) => `2026-${day}`));
    const jobsOf = (runs: Awaited<ReturnType<typeof t.runJobs>>) =>
      runs.filter((run) => run.schoolId === school.schoolId);

    // The host's first run of the day finds nothing to add; a second run the same day does not run at all.
    expect(jobsOf(await t.runJobs())).toContainEqual({
      schoolId: school.schoolId,
      job: 'lesson-generation',
      day: '2026-03-02',
    });
    expect(await t.runJobs()).toEqual([]);
    expect(await lessonsOfEntry(school.as('owner'), monday.id)).toEqual(created);

    // Tuesday 2026-03-31: still the same last day of next month, so the day's job adds nothing.
    t.clock.advance(29 * DAY);
    expect(jobsOf(await t.runJobs())).toContainEqual({
      schoolId: school.schoolId,
      job: 'lesson-generation',
      day: '2026-03-31',
    });
    expect(await lessonsOfEntry(school.as('teacher'), monday.id)).toEqual(created);

    // Wednesday 2026-04-01: May joins the window, with its four Mondays, by the day's job alone.
    t.clock.advance(DAY);
    await school.signInAgain();
    expect(jobsOf(await t.runJobs())).toContainEqual({
      schoolId: school.schoolId,
      job: 'lesson-generation',
      day: '2026-04-01',
    });
    const lessons = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(lessons.slice(0, created.length)).toEqual(created);
    expect(datesOf(lessons).slice(created.length)).toEqual([
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
    ]);
    // A client that still asks for a generation gets the moved window and nothing left to make.
    expect(await generate(school.as('owner'))).toEqual({
      created: 0,
      date_from: '2026-04-01',
      date_to: '2026-05-31',
    });

    // Slots added on that Wednesday start today or at their next weekday, with their create.
    const newMonday = await createEntry(school.as('owner'), group.id, { weekday: 1 });
    const newWednesday = await createEntry(school.as('owner'), group.id, { weekday: 3 });
    expect(datesOf(await lessonsOfEntry(school.as('owner'), newMonday.id))[0]).toBe('2026-04-06');
    expect(datesOf(await lessonsOfEntry(school.as('owner'), newWednesday.id))[0]).toBe('2026-04-01');

    // Friday 2026-05-01, before the day's job: an explicit generation adds June — five Mondays for each of the
    // two Monday slots, four Wednesdays (3, 10, 17, 24) for the other — and the day's job then finds nothing left.
    t.clock.advance(30 * DAY);
    await school.signInAgain();
    const beforeJune = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(await generate(school.as('owner'))).toEqual({
      created: 5 + 5 + 4,
      date_from: '2026-05-01',
      date_to: '2026-06-30',
    });
    const withJune = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(withJune.slice(0, beforeJune.length)).toEqual(beforeJune);
    expect(datesOf(withJune).slice(beforeJune.length)).toEqual([
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
    expect(jobsOf(await t.runJobs())).toContainEqual({
      schoolId: school.schoolId,
      job: 'lesson-generation',
      day: '2026-05-01',
    });
    expect(await lessonsOfEntry(school.as('owner'), monday.id)).toEqual(withJune);
    expect(await generate(school.as('owner'))).toEqual({
      created: 0,
      date_from: '2026-05-01',
      date_to: '2026-06-30',
    });
  });
});
