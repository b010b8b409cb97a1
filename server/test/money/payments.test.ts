import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

// docs/money.md, "Payments, refunds, expenses": documents are never edited or deleted; the ledger follows them.
describe.each(testDialects())('payments, refunds, expenses and balances on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let parentId: number;

  beforeAll(async () => {
    s = await createMoneySchool(t);
    const owner = s.school.as('owner');
    // One mother pays for two children.
    const parent = await owner.post('/clients/create', { name: 'Жукова Анна', phone: '+7 (917) 111-22-33' });
    parentId = parent.body.id;
    for (const child of [s.students.zhukov, s.students.yolkina]) {
      const linked = await owner.put(`/students/${child}`, {
        clients: [{ id: parentId, relation: 'Мама', is_payer: true }],
      });
      expect(linked.status, linked.text).toBe(200);
    }
  });

  it('a sale paid partly by the parent, the rest later, a partial refund, a void — each figure from the ledger', async () => {
    const template = await s.template();
    const sold = await s.sell(s.students.zhukov, template, { payment: { amount: 150_000, method: 'card' } });
    expect(sold).toMatchObject({ price: 200_000, paid: 150_000, owed: 50_000 });
    const owner = s.school.as('owner');

    // Without a subscription named, a subscription payment goes to the oldest one still owed.
    const rest = await owner.post('/payments/create', {
      student_id: s.students.zhukov,
      amount: 50_000,
      paid_on: '2026-03-02',
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({
      subscription_id: sold.id,
      client_id: parentId,
      client_name: 'Жукова Анна',
      type: 'subscription',
      method: 'cash',
    });
    expect(await s.balance(s.students.zhukov)).toBe(0);

    const payments = (await owner.post('/payments/getallwhere', MARCH)).body;
    const first = payments.find((p: { amount: number }) => p.amount === 150_000);
    const refund = await owner.post('/refunds/create', {
      payment_id: first.id,
      amount: 30_000,
      refunded_on: '2026-03-02',
      reason: 'Болел',
    });
    expect(refund.status, refund.text).toBe(201);
    const tooMuch = await owner.post('/refunds/create', {
      payment_id: first.id,
      amount: 120_001,
      refunded_on: '2026-03-02',
      reason: 'Ещё',
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([
      400,
      serverErrors.refundTooLarge(formatMoney(120_000)),
    ]);
    expect(await s.balance(s.students.zhukov)).toBe(-30_000);
    expect(await s.subscription(sold.id)).toMatchObject({ paid: 170_000, owed: 30_000 });

    const refunded = await owner.post(`/payments/void/${first.id}`, { reason: 'Ошибка' });
    expect([refunded.status, refunded.body.message]).toEqual([409, serverErrors.paymentHasRefunds]);
    const voided = await owner.post(`/payments/void/${rest.body.id}`, { reason: 'Провели дважды' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ void_reason: 'Провели дважды', voided_at: expect.any(String) });
    const twice = await owner.post(`/payments/void/${rest.body.id}`, { reason: 'Ещё раз' });
    expect([twice.status, twice.body.message]).toEqual([409, serverErrors.alreadyVoided]);
    const refundVoided = await owner.post('/refunds/create', {
      payment_id: rest.body.id,
      amount: 100,
      refunded_on: '2026-03-02',
      reason: 'x',
    });
    expect([refundVoided.status, refundVoided.body.message]).toEqual([409, serverErrors.paymentVoided]);
    expect(await s.balance(s.students.zhukov)).toBe(-80_000);

    const lines = await s.ledger(s.students.zhukov);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(-80_000);
    expect(lines.map((line) => line.kind)).toEqual(['sale', 'payment', 'payment', 'refund', 'payment_void']);
    // The voided payment stays in the list, marked.
    const listed = (await owner.post('/payments/getallwhere', MARCH)).body;
    expect(listed.find((p: { id: number }) => p.id === rest.body.id)).toMatchObject({
      void_reason: 'Провели дважды',
    });
  });

  it('a family balance sums the children; debtors say since when; the period totals add up', async () => {
    const owner = s.school.as('owner');
    await s.mark(await s.createLesson({ lesson_date: '2026-03-02' }), s.students.yolkina, 'present');
    const other = await owner.post('/payments/create', {
      student_id: s.students.yolkina,
      type: 'other',
      amount: 99_900,
      paid_on: '2026-03-02',
      comment: 'Костюм',
    });
    expect(other.status, other.text).toBe(201);
    const expense = await owner.post('/expenses/create', {
      amount: 500_000,
      spent_on: '2026-03-02',
      comment: 'Аренда',
    });
    expect([expense.status, expense.body.category]).toEqual([201, 'rent']);
    const wrong = await owner.post('/expenses/create', {
      category: 'Реклама ВК',
      amount: 10_000,
      spent_on: '2026-03-02',
    });
    await owner.post(`/expenses/void/${wrong.body.id}`, { reason: 'Не наша' });

    const balances = (await owner.get('/finances/balances')).body;
    const yolkina = balances.students.find(
      (b: { student_id: number }) => b.student_id === s.students.yolkina,
    );
    // «Other» (a costume) is income, but not a payment for lessons.
    expect(yolkina).toMatchObject({ balance: -80_000, debt_visits: 1, owed_since: '2026-03-02' });
    const family = balances.payers.find((p: { client_id: number }) => p.client_id === parentId);
    expect(family).toMatchObject({
      balance: -160_000,
      student_ids: [s.students.zhukov, s.students.yolkina].sort((a, b) => a - b),
    });

    const summary = (await owner.post('/finances/summary', MARCH)).body;
    expect(summary).toMatchObject({
      income: 150_000 + 99_900,
      refunds: 30_000,
      expenses: 500_000,
      net: 150_000 + 99_900 - 30_000 - 500_000,
      income_by_type: { subscription: 150_000, single: 0, other: 99_900 },
      income_by_method: { card: 150_000, cash: 99_900, transfer: 0, online: 0 },
      subscriptions_sold: 1,
    });
  });

  it('refuses bad money with a Russian 400 and writes nothing', async () => {
    const owner = s.school.as('owner');
    const before = await t.db.selectFrom('payments').select('id').execute();
    for (const [body, message] of [
      [{ amount: 0 }, 'Поле «Сумма»: сумма должна быть больше нуля'],
      [{ amount: -5 }, 'Поле «Сумма»: сумма должна быть больше нуля'],
      [{ amount: 1_000_000_001 }, 'Поле «Сумма»: сумма не может быть больше 10 000 000 ₽'],
      [{ amount: 10.5 }, 'Поле «Сумма»: сумма указывается в копейках, целым числом'],
      [{ paid_on: '2026-02-30' }, 'Поле «Дата»: укажите существующую дату в формате ГГГГ-ММ-ДД'],
      [{ paid_on: '2999-01-01' }, 'Поле «Дата»: дата не может быть в будущем'],
    ] as const) {
      const valid = { student_id: s.students.ershov, amount: 100, paid_on: '2026-03-02' };
      const answer = await owner.post('/payments/create', { ...valid, ...body });
      expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const badTemplate = await owner.post('/subscription-templates/create', {
      name: 'Без числа',
      kind: 'visits',
      price: 100,
      validity_days: 30,
    });
    expect([badTemplate.status, badTemplate.body.message]).toEqual([400, serverErrors.templateVisitsKind]);
    const notLinked = await owner.post('/payments/create', {
      student_id: s.students.ershov,
      amount: 100,
      paid_on: '2026-03-02',
      client_id: parentId,
    });
    expect([notLinked.status, notLinked.body.message]).toEqual([400, serverErrors.payerNotLinked]);
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual(before);
  });

  it("another school's student, template and payment are not found, and nothing is written", async () => {
    const other = await createMoneySchool(t);
    const theirTemplate = await other.template();
    const owner = s.school.as('owner');
    const before = await t.db.selectFrom('account_entries').select('id').execute();
    const sale = await owner.post('/subscriptions/sell', {
      student_id: other.students.zhukov,
      template_id: theirTemplate,
      issued_at: '2026-03-01',
    });
    expect([sale.status, sale.body.message]).toEqual([404, serverErrors.unknownStudent]);
    const ownStudent = await owner.post('/subscriptions/sell', {
      student_id: s.students.ershov,
      template_id: theirTemplate,
      issued_at: '2026-03-01',
    });
    expect([ownStudent.status, ownStudent.body.message]).toEqual([404, serverErrors.unknownTemplate]);
    const pay = await owner.post('/payments/create', {
      student_id: other.students.zhukov,
      amount: 100,
      paid_on: '2026-03-02',
    });
    expect(pay.status).toBe(404);
    expect((await owner.get(`/finances/student/${other.students.zhukov}`)).status).toBe(404);
    expect(await t.db.selectFrom('account_entries').select('id').execute()).toEqual(before);
  });

  it('the front desk sells and takes payments but corrects nothing; a manager and a teacher see no money', async () => {
    const desk = s.school.as('receptionist');
    const template = await s.template({ name: 'Для ресепшена' });
    const sold = await desk.post('/subscriptions/sell', {
      student_id: s.students.ershov,
      template_id: template,
      issued_at: '2026-03-02',
    });
    expect(sold.status, sold.text).toBe(201);
    const paid = await desk.post('/payments/create', {
      student_id: s.students.ershov,
      amount: 200_000,
      paid_on: '2026-03-02',
    });
    expect(paid.status, paid.text).toBe(201);
    expect((await desk.get(`/finances/student/${s.students.ershov}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['post', `/payments/void/${paid.body.id}`, { reason: 'x' }],
      [
        'post',
        '/refunds/create',
        { payment_id: paid.body.id, amount: 1, refunded_on: '2026-03-02', reason: 'x' },
      ],
      ['post', '/expenses/create', { amount: 100, spent_on: '2026-03-02' }],
      ['post', '/payments/getallwhere', MARCH],
    ] as const) {
      expect((await desk[method](path, body)).status, path).toBe(403);
    }
    for (const who of ['manager', 'teacher'] as const) {
      expect((await s.school.as(who).get('/finances/balances')).status, who).toBe(403);
      expect((await s.school.as(who).post('/subscriptions/getallwhere', {})).status, who).toBe(403);
    }
  });
});
