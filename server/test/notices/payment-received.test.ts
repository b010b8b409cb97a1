import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, formatMoney, IDEMPOTENCY_HEADER } from '../../../src/contract/index.ts';
import { familyWithEmail } from '../cabinet/support.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// A payment taken sends the payer a short receipt-like message (docs/messages.md), once — a retried submit with
// the same Idempotency-Key is the same payment, and the same message.

describe.each(testDialects())('a payment’s receipt on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let studentId = 0;
  let clientId = 0;

  beforeAll(async () => {
    const { client } = await familyWithEmail(t, 'payer@example.ru');
    clientId = client.id;
    studentId = client.students[0]?.id ?? 0;
  });

  it('tells the payer the amount, the student and the day, once per payment', async () => {
    const accountant = api(t.app, await loginAs(t.app, accounts.accountant.email), {
      [IDEMPOTENCY_HEADER]: 'receipt-1',
    });
    const body = {
      student_id: studentId,
      client_id: clientId,
      amount: 250_000,
      paid_on: '2026-03-02',
      method: 'card',
    };
    const first = await accountant.post(`/${apiPath('paymentCreate')}`, body);
    expect(first.status, first.text).toBe(201);
    const again = await accountant.post(`/${apiPath('paymentCreate')}`, body);
    expect(again.body.id).toBe(first.body.id);
    await t.deliverMail();
    const receipts = t.mailbox
      .to('payer@example.ru')
      .filter((mail) => mail.subject.startsWith('Оплата получена'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Оплата получена: ${formatMoney(250_000)}`);
    expect(receipts[0]?.text).toContain(`за ${first.body.student_name}`);
    expect(receipts[0]?.text).toContain('02.03.2026');
  });

  it('sends a receipt for a payment taken with a sale, and none for a sale on credit', async () => {
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const template = await owner.post(`/${apiPath('subscriptionTemplateCreate')}`, {
      name: 'Восемь занятий',
      kind: 'visits',
      visits: 8,
      price: 640_000,
      validity_days: 30,
      freeze_count: 0,
      freeze_days: 0,
    });
    expect(template.status, template.text).toBe(201);
    const receipts = () =>
      t.mailbox.to('payer@example.ru').filter((mail) => mail.subject.startsWith('Оплата получена'));
    const before = receipts().length;
    const sell = (payment: object | null) =>
      owner.post(`/${apiPath('subscriptionSell')}`, {
        student_id: studentId,
        template_id: template.body.id,
        issued_at: '2026-03-02',
        payment,
      });

    const paid = await sell({ amount: 400_000, method: 'cash', client_id: clientId });
    expect(paid.status, paid.text).toBe(201);
    const owed = await sell(null);
    expect(owed.status, owed.text).toBe(201);
    await t.deliverMail();
    const sent = receipts().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Оплата получена: ${formatMoney(400_000)}`);
    expect(sent[0]?.text).toContain('«Восемь занятий»');
  });

  it('stays silent when nobody of the family has an email', async () => {
    const accountant = api(t.app, await loginAs(t.app, accounts.accountant.email));
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const lone = await owner.post(`/${apiPath('studentCreate')}`, { name: 'Без почты' });
    const before = t.mailbox.messages.length;
    const paid = await accountant.post(`/${apiPath('paymentCreate')}`, {
      student_id: lone.body.id,
      amount: 100_000,
      paid_on: '2026-03-02',
    });
    expect(paid.status, paid.text).toBe(201);
    await t.deliverMail();
    expect(t.mailbox.messages.length).toBe(before);
  });
});
