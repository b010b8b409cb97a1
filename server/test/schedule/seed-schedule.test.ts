import { beforeAll, describe, expect, it } from 'vitest';
import { demoScheduleEntries, demoStaff, demoStyles } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts, DEMO_SCHOOL_ID } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

describe.each(testDialects())('demo schedule seed on %s', (dialect) => {
  const t = useTestApp(dialect);
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
        school_id: DEMO_SCHOOL_ID,
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
        school_id: DEMO_SCHOOL_ID,
        teacher_id: teacherId(entry.teacher_email),
        direction_name: entry.direction,
        active_from: null,
        active_to: null,
      });
    }
    expect((await owner.post('/schedules/getallwhere', {})).body).toHaveLength(demoScheduleEntries.length);
  });

  it('seeds no lessons (opening the schedule generates them) and nothing for the other school', async () => {
    expect(await t.db.selectFrom('lessons').select('id').execute()).toEqual([]);
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    expect((await other.post('/styles/getAllWhere', {})).body).toEqual([]);
    expect((await other.post('/schedules/getallwhere', {})).body).toEqual([]);
  });

  it('gives the demo school a full first generation', async () => {
    const response = await owner.post('/lessons/generate', {});
    // Two slots each on Monday to Thursday (9 weeks in the window), two on Saturday and one on Friday (8 each).
    expect(response.body).toEqual({ created: 96, date_from: '2026-03-02', date_to: '2026-04-30' });
  });
});
