import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md, «Списание за посещение»: «не был» of a student no pass covers is a debt only where the school says
// so (off by default); the group's «списывать за пропуск» still decides for a student with a pass.

describe.each(testDialects())('billing an absence without a pass on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  const owner = () => s.school.as('owner');
  const rollOf = async (lessonId: number) =>
    (await owner().post('/attendance/getallwhere', { lesson_id: lessonId })).body as AttendanceRecord[];

  beforeAll(async () => {
    s = await createMoneySchool(t);
    await s.sell(s.students.zhukov, await s.template());
  });

  it('is off by default: the absence costs nothing, and the roll says so', async () => {
    const settings = await s.school.as('receptionist').get('/finances/settings');
    expect(settings.body).toMatchObject({ single_lesson_price: 80_000, bill_absence_without_pass: false });
    const lesson = await s.createLesson({ lesson_date: '2026-03-04' });
    expect((await rollOf(lesson)).find((row) => row.student_id === s.students.ershov)?.absence_debt).toBe(
      false,
    );
    await s.mark(lesson, s.students.ershov, 'absent');
    expect(await s.ledger(s.students.ershov)).toEqual([]);
  });

  it('turned on by the accountant, bills it at the single-lesson price; the roll tells before the mark', async () => {
    const refused = await s.school
      .as('receptionist')
      .patch('/finances/settings', { bill_absence_without_pass: true });
    expect(refused.status).toBe(403);
    const on = await s.school
      .as('accountant')
      .patch('/finances/settings', { bill_absence_without_pass: true });
    expect([on.status, on.body.bill_absence_without_pass]).toEqual([200, true]);
    const lesson = await s.createLesson({ lesson_date: '2026-03-05' });
    const roll = await rollOf(lesson);
    const debt = (id: number) => roll.find((row) => row.student_id === id)?.absence_debt;
    // Ершов has no pass: «не был» will be a debt; Жуков's pass covers him: no debt either way.
    expect([debt(s.students.ershov), debt(s.students.zhukov)]).toEqual([true, false]);
    await s.mark(lesson, s.students.ershov, 'absent');
    expect(await s.balance(s.students.ershov)).toBe(-80_000);
    // Changed to excused: the debt goes back.
    await s.mark(lesson, s.students.ershov, 'excused');
    expect(await s.balance(s.students.ershov)).toBe(0);
  });

  it('leaves a student with a pass to the group’s rule, whatever the school’s', async () => {
    await owner().patch(`/groups/update/${s.groupId}`, { charge_absence: false });
    const lesson = await s.createLesson({ lesson_date: '2026-03-06' });
    await s.mark(lesson, s.students.zhukov, 'absent');
    await s.mark(lesson, s.students.yolkina, 'absent');
    // Жуков's pass is not touched (the group charges no absence); Ёлкина has none: the school bills it.
    expect((await s.ledger(s.students.zhukov)).map((line) => line.kind)).toEqual(['sale']);
    expect(await s.balance(s.students.yolkina)).toBe(-80_000);
    await owner().patch(`/groups/update/${s.groupId}`, { charge_absence: true });
    await s.school.as('owner').patch('/finances/settings', { bill_absence_without_pass: false });
    const next = await s.createLesson({ lesson_date: '2026-03-07' });
    await s.mark(next, s.students.zhukov, 'absent');
    expect(
      (await s.subscription((await s.ledger(s.students.zhukov))[0]?.subscription_id ?? 0)).remaining_visits,
    ).toBe(3);
  });
});
