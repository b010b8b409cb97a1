import { beforeAll, describe, expect, it } from 'vitest';
import { type PayrollPeriod, serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/payroll.md, «Открыть период снова»: a closed period nobody was paid for may be opened again by the owner or
// the accountant; the history keeps what it held and who opened it. The clock stands at 2026-03-02.

describe.each(testDialects())('reopening a closed payroll period on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  const accountant = () => s.school.as('accountant');
  const january = { date_from: '2026-01-01', date_to: '2026-01-31' };
  const february = { date_from: '2026-02-01', date_to: '2026-02-28' };
  const close = async (period: typeof february) => {
    const response = await accountant().post('/payroll/close', period);
    expect(response.status, response.text).toBe(201);
    return response.body as PayrollPeriod;
  };

  beforeAll(async () => {
    s = await createMoneySchool(t);
    const rate = await accountant().post('/payroll/rates/create', {
      teacher_id: s.school.ids.teacher,
      kind: 'lesson',
      amount: 150_000,
      effective_from: '2026-01-01',
    });
    expect(rate.status, rate.text).toBe(201);
    for (const lesson_date of ['2026-01-15', '2026-02-05', '2026-02-12'])
      await s.createLesson({ lesson_date });
  });

  it('opens an unpaid period again: its lines go, the history keeps them, and its days close anew', async () => {
    const closed = await close(february);
    expect(closed.total).toBe(300_000);
    const teacher = await s.school.as('teacher').post(`/payroll/periods/reopen/${closed.id}`);
    expect(teacher.status).toBe(403);
    const reopened = await accountant().post(`/payroll/periods/reopen/${closed.id}`);
    expect([reopened.status, reopened.body]).toEqual([200, { id: closed.id }]);
    expect((await accountant().get('/payroll/periods')).body).toEqual([]);
    const history = await s.school
      .as('owner')
      .post('/history/getallwhere', { entity: 'payroll_periods', entity_id: closed.id });
    const deletes = history.body.entries.filter((entry: { action: string }) => entry.action === 'delete');
    // The period and its two lines, each by the accountant.
    expect(deletes).toHaveLength(3);
    expect(deletes.every((entry: { user_id: number }) => entry.user_id === s.school.ids.accountant)).toBe(
      true,
    );
    const missing = await accountant().post(`/payroll/periods/reopen/${closed.id}`);
    expect(missing.status).toBe(404);
  });

  it('keeps a period closed once a teacher of it was paid, or once a later one is closed', async () => {
    const paid = await close(february);
    const pay = await accountant().post(`/payroll/periods/pay/${paid.id}`, {
      teacher_id: s.school.ids.teacher,
    });
    expect(pay.status, pay.text).toBe(200);
    const refused = await s.school.as('owner').post(`/payroll/periods/reopen/${paid.id}`);
    expect([refused.status, refused.body.message]).toEqual([409, serverErrors.payrollReopenPaid]);

    const earlier = await close(january);
    const notLast = await accountant().post(`/payroll/periods/reopen/${earlier.id}`);
    expect([notLast.status, notLast.body.message]).toEqual([409, serverErrors.payrollReopenNotLast]);
    expect((await accountant().get('/payroll/periods')).body).toHaveLength(2);
  });
});
