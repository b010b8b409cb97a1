import { beforeAll, describe, expect, it } from 'vitest';
import { type Refund, type Subscription, serverErrors } from '../../../src/contract/index.ts';
import { insertStudent } from '../schedule/support/schedule-rows.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md, «Отмена абонемента». Figures by hand: a pass of 8 visits for 7 000 ₽ is 875 ₽ a visit; an
// unlimited pass of 30 days for 6 000 ₽ is 200 ₽ a day. The clock stands at 2026-03-02.

describe.each(testDialects())('cancelling a sold pass on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let eight: number;
  let unlimited: number;
  const owner = () => s.school.as('owner');
  const student = (name: string) => insertStudent(t.db, s.school.schoolId, name, [s.groupId]);
  const cancel = async (id: number, body: Record<string, unknown>) => {
    const response = await owner().post(`/subscriptions/cancel/${id}`, body);
    expect(response.status, response.text).toBe(200);
    return response.body as Subscription;
  };
  const refundsOf = async (studentId: number) =>
    (
      await owner().post('/refunds/getallwhere', {
        date_from: '2026-01-01',
        date_to: '2026-12-31',
        student_id: studentId,
      })
    ).body as Refund[];
  const visits = async (studentId: number, dates: string[]) => {
    for (const lesson_date of dates)
      await s.mark(await s.createLesson({ lesson_date }), studentId, 'present');
  };

  beforeAll(async () => {
    s = await createMoneySchool(t);
    eight = await s.template({ name: 'Восемь занятий', visits: 8, price: 700_000 });
    unlimited = await s.template({ name: 'Безлимит', kind: 'unlimited', visits: null, price: 600_000 });
  });

  it('a paid pass nobody used, cancelled with its money back, leaves the balance at 0', async () => {
    const id = await student('Отмена Неиспользованного');
    const pass = await s.sell(id, eight, { payment: { amount: 700_000 } });
    const canceled = await cancel(pass.id, { reason: 'Семья переехала', refund: true });
    expect(canceled).toMatchObject({ status: 'canceled', remaining_visits: 0, price: 0, paid: 0, owed: 0 });
    expect(await s.balance(id)).toBe(0);
    expect((await refundsOf(id)).map((refund) => [refund.amount, refund.refunded_on])).toEqual([
      [700_000, '2026-03-02'],
    ]);
    expect((await s.ledger(id)).map((line) => [line.kind, line.amount, line.visits])).toEqual([
      ['sale', -700_000, 0],
      ['payment', 700_000, 0],
      ['pass_cancel', 700_000, -8],
      ['refund', -700_000, 0],
    ]);
  });

  it('values three visits taken at 875 ₽ each: 4 375 ₽ goes back, and the pass covers nothing after', async () => {
    const id = await student('Отмена После Трёх');
    const pass = await s.sell(id, eight, { payment: { amount: 700_000 } });
    await visits(id, ['2026-03-04', '2026-03-05', '2026-03-06']);
    const canceled = await cancel(pass.id, { reason: 'Травма', refund: true });
    // 3 × 7 000 / 8 = 2 625 ₽ used; 7 000 − 2 625 = 4 375 ₽ back.
    expect(canceled).toMatchObject({
      visits: 3,
      remaining_visits: 0,
      price: 262_500,
      paid: 262_500,
      owed: 0,
    });
    expect((await refundsOf(id)).map((refund) => refund.amount)).toEqual([437_500]);
    expect(await s.balance(id)).toBe(0);
    // A visit after the cancellation is a debt at the single-lesson price, not a visit of the cancelled pass.
    await visits(id, ['2026-03-07']);
    expect(await s.balance(id)).toBe(-80_000);
    expect((await s.subscription(pass.id)).remaining_visits).toBe(0);
  });

  it('keeps what was paid beyond the used part as credit when asked, and refunds nothing of a part-paid pass', async () => {
    const credit = await student('Отмена В Кредит');
    const kept = await s.sell(credit, eight, { payment: { amount: 700_000 } });
    await visits(credit, ['2026-03-04']);
    await cancel(kept.id, { reason: 'Перейдёт в другую группу', refund: false });
    // 7 000 − 875 = 6 125 ₽ stays on the balance.
    expect(await s.balance(credit)).toBe(612_500);
    expect(await refundsOf(credit)).toEqual([]);

    const partly = await student('Отмена Частично Оплаченного');
    const owed = await s.sell(partly, eight, { payment: { amount: 200_000 } });
    await visits(partly, ['2026-03-04', '2026-03-05', '2026-03-06']);
    const canceled = await cancel(owed.id, { reason: 'Не подошло время', refund: true });
    // Used 2 625 ₽, paid 2 000 ₽: nothing to give back, 625 ₽ still owed for the visits taken.
    expect(canceled).toMatchObject({ price: 262_500, paid: 200_000, owed: 62_500 });
    expect(await refundsOf(partly)).toEqual([]);
    expect(await s.balance(partly)).toBe(-62_500);
  });

  it('values an unlimited pass by its days: 10 of 30 used is 2 000 ₽; one nobody came on, nothing', async () => {
    const used = await student('Безлимит Десять Дней');
    const pass = await s.sell(used, unlimited, { issued_at: '2026-02-21', payment: { amount: 600_000 } });
    await visits(used, ['2026-02-24']);
    // 21 February to 2 March is 10 days: 6 000 × 10 / 30 = 2 000 ₽ used, 4 000 ₽ back.
    const canceled = await cancel(pass.id, { reason: 'Уезжает на лето', refund: true });
    expect(canceled).toMatchObject({ status: 'canceled', price: 200_000, paid: 200_000, owed: 0 });
    expect(await s.balance(used)).toBe(0);

    const idle = await student('Безлимит Без Посещений');
    const unused = await s.sell(idle, unlimited, { issued_at: '2026-02-21', payment: { amount: 600_000 } });
    expect(await cancel(unused.id, { reason: 'Продан по ошибке' })).toMatchObject({ price: 0, paid: 0 });
    expect((await refundsOf(idle)).map((refund) => refund.amount)).toEqual([600_000]);
    expect(await s.balance(idle)).toBe(0);
  });

  it('answers a repeated cancel with the same key once, and refuses a second cancel or an ended pass', async () => {
    const id = await student('Отмена Дважды');
    const pass = await s.sell(id, eight, { payment: { amount: 700_000 } });
    const keyed = s.school.as('owner', { 'Idempotency-Key': `cancel-${pass.id}` });
    const first = await keyed.post(`/subscriptions/cancel/${pass.id}`, { reason: 'Ошибка' });
    const replay = await keyed.post(`/subscriptions/cancel/${pass.id}`, { reason: 'Ошибка' });
    expect([first.status, replay.status, replay.body]).toEqual([200, 200, first.body]);
    expect(await refundsOf(id)).toHaveLength(1);
    const again = await owner().post(`/subscriptions/cancel/${pass.id}`, { reason: 'Ещё раз' });
    expect([again.status, again.body.message]).toEqual([409, serverErrors.passCanceled]);
    const freeze = await owner().post(`/subscriptions/freeze/${pass.id}`, {
      starts_on: '2026-03-03',
      days: 1,
    });
    expect([freeze.status, freeze.body.message]).toEqual([409, serverErrors.passCanceled]);

    const expired = await s.sell(id, eight, { issued_at: '2026-01-01' });
    const late = await owner().post(`/subscriptions/cancel/${expired.id}`, { reason: 'Поздно' });
    expect([late.status, late.body.message]).toEqual([409, serverErrors.passEnded]);
  });

  it('is for the owner and the accountant, says why, and shows in the history as who did it', async () => {
    const id = await student('Отмена В Истории');
    const pass = await s.sell(id, eight);
    const refused = await s.school
      .as('receptionist')
      .post(`/subscriptions/cancel/${pass.id}`, { reason: 'x' });
    expect(refused.status).toBe(403);
    const empty = await s.school.as('accountant').post(`/subscriptions/cancel/${pass.id}`, { reason: ' ' });
    expect(empty.status).toBe(400);
    const done = await s.school.as('accountant').post(`/subscriptions/cancel/${pass.id}`, {
      reason: 'Продан не тому ученику',
    });
    expect(done.status, done.text).toBe(200);
    const account = await owner().get(`/finances/student/${id}`);
    expect(account.body.entries[0]).toMatchObject({
      kind: 'pass_cancel',
      amount: 700_000,
      visits: -8,
      note: 'Абонемент «Восемь занятий» отменён (занятий использовано 0 из 8, на 0,00 ₽): Продан не тому ученику',
    });
    const history = await owner().post('/history/getallwhere', {
      entity: 'subscriptions',
      entity_id: pass.id,
    });
    const update = history.body.entries.find((entry: { action: string }) => entry.action === 'update');
    expect(update).toMatchObject({
      user_id: s.school.ids.accountant,
      changes: [{ field: 'canceled_on', before: null, after: '2026-03-02' }],
    });
  });
});
