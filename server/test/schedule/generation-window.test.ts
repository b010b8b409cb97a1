import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, datesOf, generate, lessonsOfEntry } from './support/schedule-api.ts';
import { insertGroup } from './support/schedule-rows.ts';
import { createScheduleSchool } from './support/schedule-school.ts';

// The window follows the clock: generating again later adds only what the moved window newly covers.
describe.each(testDialects())('generation window over time on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('extends to the end of the next month as days pass, never refilling the past', async () => {
    const school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId);
    const monday = await createEntry(school.as('owner'), group.id, { weekday: 1 });
    expect((await generate(school.as('owner'))).created).toBe(9);

    // Tuesday 2026-03-31: still the same last day of next month.
    t.clock.advance(29 * DAY);
    expect(await generate(school.as('teacher'))).toEqual({
      created: 0,
      date_from: '2026-03-31',
      date_to: '2026-04-30',
    });

    // Wednesday 2026-04-01: May joins the window, with its four Mondays.
    t.clock.advance(DAY);
    await school.signInAgain();
    const lessonsBefore = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(await generate(school.as('owner'))).toEqual({
      created: 4,
      date_from: '2026-04-01',
      date_to: '2026-05-31',
    });
    const lessons = await lessonsOfEntry(school.as('owner'), monday.id);
    expect(lessons.slice(0, lessonsBefore.length)).toEqual(lessonsBefore);
    expect(datesOf(lessons).slice(lessonsBefore.length)).toEqual([
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
    ]);

    // Slots added on that Wednesday start today or at their next weekday.
    const newMonday = await createEntry(school.as('owner'), group.id, { weekday: 1 });
    const newWednesday = await createEntry(school.as('owner'), group.id, { weekday: 3 });
    await generate(school.as('owner'));
    expect(datesOf(await lessonsOfEntry(school.as('owner'), newMonday.id))[0]).toBe('2026-04-06');
    expect(datesOf(await lessonsOfEntry(school.as('owner'), newWednesday.id))[0]).toBe('2026-04-01');
  });
});
