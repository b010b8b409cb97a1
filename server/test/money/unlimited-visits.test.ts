import { beforeAll, describe, expect, it } from 'vitest';
import type { Payroll } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/payroll.md: a visit on an unlimited pass is worth its price ÷ the visits taken on it — it counts in a
// percentage rate's base and in the visits the payments report says were taken. Figures by hand.

describe.each(testDialects())('visits on an unlimited pass on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  const february = { date_from: '2026-02-01', date_to: '2026-02-28' };

  beforeAll(async () => {
    s = await createMoneySchool(t);
    const rate = await s.school.as('accountant').post('/payroll/rates/create', {
      teacher_id: s.school.ids.teacher,
      kind: 'percent',
      percent: 40,
      effective_from: '2026-02-01',
    });
    expect(rate.status, rate.text).toBe(201);
    // Жуков: an unlimited pass for 6 000 ₽ (three visits in February: 2 000 ₽ each). Ёлкина: 4 visits for 2 000 ₽.
    const unlimited = await s.template({ name: 'Безлимит', kind: 'unlimited', visits: null, price: 600_000 });
    await s.sell(s.students.zhukov, unlimited, { issued_at: '2026-02-01' });
    await s.sell(s.students.yolkina, await s.template(), { issued_at: '2026-02-01' });
    for (const lesson_date of ['2026-02-10', '2026-02-12', '2026-02-17']) {
      const lesson = await s.createLesson({ lesson_date });
      await s.mark(lesson, s.students.zhukov, 'present');
      if (lesson_date === '2026-02-10') await s.mark(lesson, s.students.yolkina, 'present');
    }
    // A visit marked and then taken back is no visit: the unlimited pass is still shared by three.
    const undone = await s.createLesson({ lesson_date: '2026-02-19' });
    await s.mark(undone, s.students.zhukov, 'present');
    await s.mark(undone, s.students.zhukov, 'excused');
  });

  it('pays a percentage of 2 000 ₽ for each unlimited visit', async () => {
    const response = await s.school.as('accountant').post('/payroll/preview', {
      ...february,
      teacher_id: s.school.ids.teacher,
    });
    expect(response.status, response.text).toBe(200);
    const [teacher] = (response.body as Payroll).teachers;
    expect(teacher?.lines.map((line) => [line.lesson_date, line.charged, line.amount])).toEqual([
      // 2 000 ₽ (unlimited) + 500 ₽ (2 000 ₽ / 4): 40 % of 2 500 ₽ = 1 000 ₽.
      ['2026-02-10', 250_000, 100_000],
      // 40 % of 2 000 ₽ = 800 ₽.
      ['2026-02-12', 200_000, 80_000],
      ['2026-02-17', 200_000, 80_000],
      // Marked, then excused: nothing taken, nothing paid.
      ['2026-02-19', 0, 0],
    ]);
    expect(teacher?.total).toBe(260_000);
  });

  it('counts every visit taken in the payments report, the unlimited ones too', async () => {
    const report = await s.school.as('owner').post('/reports/payments', february);
    expect(report.status, report.text).toBe(200);
    // Three on the unlimited pass, one on the 4-visit pass; the excused one given back.
    expect([report.body.visits_used, report.body.visits_burned]).toEqual([4, 0]);
  });
});
