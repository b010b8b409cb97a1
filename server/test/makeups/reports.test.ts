import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceReport, GroupsReport } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Отчёты»: the attendance report counts the period's make-ups given, used and expired; the group
// load report shows how many wait in each group's line. The clock starts at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('make-ups and waitlists in the reports on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MakeupSchool;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
  });

  const report = async <R>(kind: string, body: Record<string, unknown>) => {
    const response = await s.school.as('owner').post(`/reports/${kind}`, body);
    expect(response.status, response.text).toBe(200);
    return response.body as R;
  };

  it('counts make-ups given, used and expired in the period, and the groups’ lines', async () => {
    const template = await s.template({ makeups_allowed: 3, makeup_days: 5 });
    const student = await s.student('Отчётная Нина', s.groupId);
    await s.sell(student, template);
    // Three excused absences in March: 3 given. The one of the 3rd is made up on the 6th (used); the one of the 4th
    // is never booked and expires after the 9th; the one of the 10th is still good on the 12th.
    for (const lesson_date of ['2026-03-03', '2026-03-04', '2026-03-10'])
      await s.mark(await s.lesson({ lesson_date }), student, 'excused');
    const [, , first] = await s.makeups(student);
    const guestLesson = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-06' });
    expect(
      (await s.school.as('owner').post('/makeups/book', { makeup_id: first?.id, lesson_id: guestLesson }))
        .status,
    ).toBe(200);
    await s.mark(guestLesson, student, 'present');

    t.clock.set('2026-03-12T09:00:00.000Z');
    await s.school.signInAgain();
    const march = await report<AttendanceReport>('attendance', {
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    });
    expect(march.makeups).toEqual({ given: 3, used: 1, expired: 1 });
    // The first week: given on the 3rd and 4th, used on the 6th; the 4th's expires on the 10th, after it.
    const week = await report<AttendanceReport>('attendance', {
      date_from: '2026-03-02',
      date_to: '2026-03-08',
    });
    expect(week.makeups).toEqual({ given: 2, used: 1, expired: 0 });

    // Two wait for a full group: one seat, taken.
    const created = await s.school
      .as('owner')
      .post('/groups/create', { name: 'Полная', entity_type: 'student', capacity: 1 });
    expect(created.status, created.text).toBe(201);
    const full = created.body.id as number;
    await s.student('Единственная в полной', full);
    for (const name of ['Ждущая Первая', 'Ждущая Вторая']) {
      const waiting = await s.student(name, s.groupId);
      const joined = await s.school
        .as('owner')
        .post('/waitlist/join', { group_id: full, student_id: waiting });
      expect(joined.status, joined.text).toBe(201);
    }
    const groups = await report<GroupsReport>('groups', { date_from: '2026-03-01', date_to: '2026-03-31' });
    expect(groups.rows.find((row) => row.group_id === full)?.waitlist).toBe(2);
    expect(groups.rows.find((row) => row.group_id === s.groups.sameStyle)?.waitlist).toBe(0);
  });
});
