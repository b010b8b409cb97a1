import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md, «Продажа»: a first-visit pass sold to settle a visit already made starts on that visit — the visit
// is its first. The clock stands at 2026-03-02.

describe.each(testDialects())('a first-visit pass that settles a debt visit on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;

  beforeAll(async () => {
    s = await createMoneySchool(t);
  });

  it('starts on the settled visit and runs its 31 days from it', async () => {
    const month = await s.template({
      name: 'Месяц с первого занятия',
      visits: 8,
      price: 700_000,
      validity_days: 31,
      starts_on: 'first_visit',
    });
    // Came on 25 February without a pass: a debt visit of 800 ₽.
    const lesson = await s.createLesson({ lesson_date: '2026-02-25' });
    await s.mark(lesson, s.students.ershov, 'present');
    expect(await s.balance(s.students.ershov)).toBe(-80_000);

    const pass = await s.sell(s.students.ershov, month, { issued_at: '2026-02-26' });
    // 25.02 + 30 days = 27.03 (not 28.03 + 30 = 27.04, as when it waited for a «first» visit still to come).
    expect(pass).toMatchObject({
      status: 'active',
      starts_at: '2026-02-25',
      expires_at: '2026-03-27',
      remaining_visits: 7,
    });
    // The debt visit is the pass's now: only its price is owed.
    expect(await s.balance(s.students.ershov)).toBe(-700_000);
  });
});
