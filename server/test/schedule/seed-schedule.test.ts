import { beforeAll, describe, expect, it } from 'vitest';
import {
  demoScheduleEntries,
  demoStaff,
  demoStyles,
  isoWeekday,
  type Lesson,
} from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';

/** The dates of a weekday in the demo's first window: the seed runs on Monday 2026-03-02, the window ends 04-30. */
function windowDates(weekday: number): string[] {
  const dates: string[] = [];
  for (let day = Date.parse('2026-03-02'); day <= Date.parse('2026-04-30'); day += DAY) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (isoWeekday(date) === weekday) dates.push(date);
  }
  return dates;
}

describe.each(testDialects())('demo schedule seed on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  let owner: ApiAs;

  beforeAll(async () => {
    owner = api(t.app, await loginAs(t.app, accounts.owner.email));
  });

  it('numbers the directions 1–5 in the demo’s order, none archived', async () => {
    const { body } = await owner.post('/styles/getAllWhere', {});
    expect(body).toEqual(
      demoStyles.map((style, index) => ({
        id: index + 1,
        name: style.name,
        active_from: null,
        active_to: null,
        is_archived: false,
        school_id: ids.schools.demo,
      })),
    );
  });

  it('numbers the timetable 1–11 in the demo’s order, with groups, teachers and directions by name', async () => {
    const teacherId = (email: string) => 3 + demoStaff.findIndex((staff) => staff.email === email);
    for (const [index, entry] of demoScheduleEntries.entries()) {
      const response = await owner.get(`/schedules/getone/${index + 1}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        group_name: entry.group,
        weekday: entry.weekday,
        start_time: entry.start_time,
        duration_minutes: entry.duration_minutes,
        school_id: ids.schools.demo,
        teacher_id: teacherId(entry.teacher_email),
        direction_name: entry.direction,
        active_from: null,
        active_to: null,
      });
    }
    expect((await owner.post('/schedules/getallwhere', {})).body).toHaveLength(demoScheduleEntries.length);
  });

  it('gives the demo school its first generation with its timetable, lessons 1–96 entry by entry', async () => {
    const lessons: Lesson[] = (await owner.post('/lessons/getallwhere', {})).body;
    // Two slots each on Monday to Thursday (9 weeks in the window), two on Saturday and one on Friday (8 each).
    expect(lessons).toHaveLength(96);
    // Each entry's create made its lessons, in calendar order, before the next entry was created.
    let nextId = 1;
    for (const [index, entry] of demoScheduleEntries.entries()) {
      const own = lessons.filter((lesson) => lesson.schedule_id === index + 1).sort((a, b) => a.id - b.id);
      const dates = windowDates(entry.weekday);
      expect(own.map((lesson) => [lesson.id, lesson.lesson_date])).toEqual(
        dates.map((date, offset) => [nextId + offset, date]),
      );
      for (const lesson of own) {
        expect(lesson).toMatchObject({
          group_name: entry.group,
          start_time: entry.start_time,
          duration_minutes: entry.duration_minutes,
          dance_style: entry.direction,
          is_canceled: false,
          school_id: ids.schools.demo,
        });
      }
      nextId += dates.length;
    }
    expect(nextId).toBe(97);
  });

  it('leaves nothing for a first generation to make, and nothing for the other school', async () => {
    const response = await owner.post('/lessons/generate', {});
    expect(response.body).toEqual({ created: 0, date_from: '2026-03-02', date_to: '2026-04-30' });
    expect(
      await t.db.selectFrom('lessons').select('id').where('school_id', '!=', ids.schools.demo).execute(),
    ).toEqual([]);
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    expect((await other.post('/styles/getAllWhere', {})).body).toEqual([]);
    expect((await other.post('/schedules/getallwhere', {})).body).toEqual([]);
    expect((await other.post('/lessons/getallwhere', {})).body).toEqual([]);
  });
});
