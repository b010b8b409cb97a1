import { beforeAll, describe, expect, it } from 'vitest';
import { type Payment, type Subscription, serverErrors } from '../../../src/contract/index.ts';
import { insertStudent } from '../schedule/support/schedule-rows.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md, «Исправление проданного абонемента»: a late discount, a corrected count, a pass handed to a
// sibling — each a ledger line with its reason. Figures by hand; the clock stands at 2026-03-02.

describe.each(testDialects())('changing and handing on a sold pass on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let eight: number;
  const owner = () => s.school.as('owner');
  const student = (name: string) => insertStudent(t.db, s.school.schoolId, name, [s.groupId]);
  const post = (path: string, body: Record<string, unknown>) => owner().post(path, body);
  const visit = async (studentId: number, lesson_date: string) =>
    s.mark(await s.createLesson({ lesson_date }), studentId, 'present');

  /** Two children of one parent who pays for both. */
  async function family(names: [string, string]) {
    const { id: client } = await t.db
      .insertInto('clients')
      .values({
        school_id: s.school.schoolId,
        name: `Родитель: ${names[0]}`,
        phone: '',
        birthdate: null,
        contact: '',
        created_at: '2026-03-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = [await student(names[0]), await student(names[1])] as const;
    for (const child of children)
      await t.db
        .insertInto('student_clients')
        .values({ student_id: child, client_id: client, relation: 'мама', is_payer: 1 })
        .execute();
    return children;
  }

  beforeAll(async () => {
    s = await createMoneySchool(t);
    eight = await s.template({ name: 'Восемь занятий', visits: 8, price: 700_000 });
  });

  it('a refund of 2 000 ₽ of a paid 7 000 ₽ pass leaves a debt until the price is changed to 5 000 ₽', async () => {
    const id = await student('Поздняя Скидка');
    const pass = await s.sell(id, eight, { payment: { amount: 700_000 } });
    const [payment] = (
      await post('/payments/getallwhere', { date_from: '2026-03-01', date_to: '2026-03-02', student_id: id })
    ).body as Payment[];
    const refund = await post('/refunds/create', {
      payment_id: payment?.id,
      amount: 200_000,
      refunded_on: '2026-03-02',
      reason: 'Скидка многодетной семье',
    });
    expect(refund.status, refund.text).toBe(201);
    // The pass still costs 7 000 ₽: «долг 2 000 ₽».
    expect(await s.balance(id)).toBe(-200_000);
    expect((await s.subscription(pass.id)).owed).toBe(200_000);

    const changed = await post(`/subscriptions/change/${pass.id}`, {
      price: 500_000,
      reason: 'Скидка многодетной семье',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      price: 500_000,
      paid: 500_000,
      owed: 0,
      visits: 8,
      remaining_visits: 8,
    });
    expect(await s.balance(id)).toBe(0);
    expect((await s.ledger(id)).at(-1)).toMatchObject({ kind: 'pass_change', amount: 200_000, visits: 0 });
  });

  it('changes the visits, never below those taken, and not of an unlimited pass; an unchanged pass is refused', async () => {
    const id = await student('Правка Занятий');
    const pass = await s.sell(id, await s.template({ name: 'Четыре занятия' }));
    await visit(id, '2026-03-04');
    const more = await post(`/subscriptions/change/${pass.id}`, { visits: 6, reason: 'Договорились на 6' });
    expect(more.body as Subscription).toMatchObject({ visits: 6, remaining_visits: 5, price: 200_000 });
    await visit(id, '2026-03-05');
    const fewer = await post(`/subscriptions/change/${pass.id}`, { visits: 1, reason: 'Ошибка' });
    expect([fewer.status, fewer.body.message]).toEqual([400, serverErrors.passVisitsBelowUsed(2)]);
    const same = await post(`/subscriptions/change/${pass.id}`, {
      visits: 6,
      price: 200_000,
      reason: 'То же',
    });
    expect([same.status, same.body.message]).toEqual([400, serverErrors.passUnchanged]);
    const neither = await post(`/subscriptions/change/${pass.id}`, { reason: 'Ничего' });
    expect(neither.status).toBe(400);

    const unlimited = await s.sell(
      id,
      await s.template({ name: 'Безлимит', kind: 'unlimited', visits: null, price: 500_000 }),
    );
    const count = await post(`/subscriptions/change/${unlimited.id}`, { visits: 10, reason: 'Нельзя' });
    expect([count.status, count.body.message]).toEqual([400, serverErrors.passVisitsOfUnlimited]);
  });

  it('hands a pass to a sibling: what it owes moves with it, the family’s sum stays, the visits go on', async () => {
    const [anna, boris] = await family(['Передача Анна', 'Передача Борис']);
    const pass = await s.sell(anna, eight, { payment: { amount: 200_000 } });
    await visit(anna, '2026-03-04');
    expect([await s.balance(anna), await s.balance(boris)]).toEqual([-500_000, 0]);

    const handed = await post(`/subscriptions/transfer/${pass.id}`, {
      student_id: boris,
      reason: 'Анна ушла',
    });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body).toMatchObject({
      student_id: boris,
      remaining_visits: 7,
      paid: 200_000,
      owed: 500_000,
    });
    // Anna's −5 000 ₽ for the pass is Boris's now; together still −5 000 ₽.
    expect([await s.balance(anna), await s.balance(boris)]).toEqual([0, -500_000]);
    await visit(boris, '2026-03-05');
    expect((await s.subscription(pass.id)).remaining_visits).toBe(6);

    const again = await post(`/subscriptions/transfer/${pass.id}`, { student_id: boris, reason: 'Ещё раз' });
    expect([again.status, again.body.message]).toEqual([400, serverErrors.passTransferSameStudent]);
    const stranger = await student('Чужой Ребёнок');
    const outside = await post(`/subscriptions/transfer/${pass.id}`, { student_id: stranger, reason: 'Нет' });
    expect([outside.status, outside.body.message]).toEqual([400, serverErrors.passTransferNotFamily]);
    const nobody = await post(`/subscriptions/transfer/${pass.id}`, { student_id: 999_999, reason: 'Нет' });
    expect([nobody.status, nobody.body.message]).toEqual([404, serverErrors.unknownStudent]);
  });
});
