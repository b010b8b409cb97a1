import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { createMoneySchool, type MoneySchool } from './money/support/money-school.ts';
import { useTestApp } from './support/test-app.ts';
import { DAY } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

// docs/api.md, «Повтор запроса»: a create that moves money or imports data, sent again with the same
// Idempotency-Key, answers the first result and writes nothing more — also when the repeats arrive together.

describe.each(testDialects())('Idempotency-Key on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  const payment = { amount: 120_000, method: 'cash', paid_on: '2026-03-02' };
  const paymentsOf = async (studentId: number) =>
    Number(
      (
        await t.db
          .selectFrom('payments')
          .select(sql<number>`count(*)`.as('n'))
          .where('student_id', '=', studentId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s = await createMoneySchool(t);
  });

  it('answers a repeat with the first answer, marked as a replay, and stores one payment', async () => {
    const body = { ...payment, student_id: s.students.zhukov };
    const first = await s.school.as('owner', { 'Idempotency-Key': 'pay-1' }).post('/payments/create', body);
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await s.school.as('owner', { 'Idempotency-Key': 'pay-1' }).post('/payments/create', body);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await paymentsOf(s.students.zhukov)).toBe(1);
  });

  it('writes once when the repeats arrive together, through two processes', async () => {
    const body = { ...payment, student_id: s.students.yolkina };
    const send = (index: number) =>
      s.school
        .on(index % 2 ? t.otherProcess() : t.app, 'owner', { 'Idempotency-Key': 'double-click' })
        .post('/payments/create', body);
    const answers = await Promise.all([send(0), send(1), send(2), send(3)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await paymentsOf(s.students.yolkina)).toBe(1);
  });

  it('refuses the same key for another body, and a malformed key; a refused request leaves the key free', async () => {
    const key = { 'Idempotency-Key': 'pay-2' };
    const stored = await s.school
      .as('owner', key)
      .post('/payments/create', { ...payment, student_id: s.students.ershov });
    expect(stored.status).toBe(201);
    const other = await s.school
      .as('owner', key)
      .post('/payments/create', { ...payment, amount: 1, student_id: s.students.ershov });
    expect([other.status, other.body.message]).toEqual([409, serverErrors.idempotencyKeyReused]);
    const bad = await s.school
      .as('owner', { 'Idempotency-Key': 'key with spaces' })
      .post('/payments/create', {
        ...payment,
        student_id: s.students.ershov,
      });
    expect([bad.status, bad.body.message]).toEqual([400, serverErrors.idempotencyKeyInvalid]);
    // A 404 (no such student) writes nothing and keeps nothing: the same key then takes a good request.
    const missing = await s.school.as('owner', { 'Idempotency-Key': 'pay-3' }).post('/payments/create', {
      ...payment,
      student_id: 999_999,
    });
    expect(missing.status).toBe(404);
    const retried = await s.school.as('owner', { 'Idempotency-Key': 'pay-3' }).post('/payments/create', {
      ...payment,
      student_id: s.students.ershov,
    });
    expect(retried.status).toBe(201);
    expect(await paymentsOf(s.students.ershov)).toBe(2);
  });

  it('keeps a key a day, and each person their own keys', async () => {
    const body = { ...payment, student_id: s.students.abramov };
    expect(
      (await s.school.as('owner', { 'Idempotency-Key': 'daily' }).post('/payments/create', body)).status,
    ).toBe(201);
    // The accountant's «daily» is not the owner's.
    expect(
      (await s.school.as('accountant', { 'Idempotency-Key': 'daily' }).post('/payments/create', body)).body
        .id,
    ).not.toBeUndefined();
    expect(await paymentsOf(s.students.abramov)).toBe(2);
    t.clock.advance(DAY + 1000);
    try {
      await s.school.signInAgain();
      const later = await s.school
        .as('owner', { 'Idempotency-Key': 'daily' })
        .post('/payments/create', { ...body, paid_on: '2026-03-03' });
      expect(later.status).toBe(201);
      expect(later.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await paymentsOf(s.students.abramov)).toBe(3);
    } finally {
      t.clock.advance(-(DAY + 1000));
      await s.school.signInAgain();
    }
  });
});
