import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/modules/shared/local-date.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { insertStudent } from '../schedule/support/schedule-rows.ts';
import type { ApiResponse } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { expectLedgerInvariants } from './support/ledger-invariants.ts';

// A pass cancelled while it is being used or cancelled again (docs/money.md, «Отмена абонемента»; docs/time.md):
// each round sends its requests together — on PostgreSQL through two apps on one database — and ends as if one had
// come first: no 5xx, one cancellation, the money of the order that won, every balance its ledger's sum.

const ROUNDS = 20;
const TODAY = '2026-03-02';

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();
const noServerError = (responses: ApiResponse[]) =>
  expect(responses.filter((response) => response.status >= 500).map((response) => response.text)).toEqual([]);

describe.each(testDialects())('a pass cancelled at the same time on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let eight: number;
  const here = () => s.school.as('owner');
  const there = () => s.school.on(t.otherProcess(), 'owner');

  /** A student with a paid pass of 8 visits for 7 000 ₽ (875 ₽ a visit) sold today. */
  async function paidPass(name: string) {
    const student = await insertStudent(t.db, s.school.schoolId, name, [s.groupId]);
    const pass = await s.sell(student, eight, { issued_at: TODAY, payment: { amount: 700_000 } });
    return { student, pass };
  }

  const refunded = async (studentId: number) =>
    Number(
      (
        await t.db
          .selectFrom('refunds')
          .innerJoin('payments', 'payments.id', 'refunds.payment_id')
          .select(sql<number>`coalesce(sum(refunds.amount), 0)`.as('amount'))
          .where('payments.student_id', '=', studentId)
          .executeTakeFirstOrThrow()
      ).amount,
    );

  beforeAll(async () => {
    s = await createMoneySchool(t);
    eight = await s.template({ name: 'Восемь занятий', visits: 8, price: 700_000 });
  });

  it('a cancel and a mark at once: the visit is the pass’s and valued, or a debt after it — never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { student, pass } = await paidPass(`Отмена и отметка ${round}`);
      const lesson = await s.createLesson({ lesson_date: addDays(TODAY, 1) });
      const cancel = () =>
        (round % 2 ? here() : there()).post(`/subscriptions/cancel/${pass.id}`, { reason: `Гонка ${round}` });
      const mark = () =>
        (round % 2 ? there() : here()).post('/attendance/mark', {
          lesson_id: lesson,
          student_id: student,
          mark: 'present',
        });
      const responses = await Promise.all(round % 4 < 2 ? [cancel(), mark()] : [mark(), cancel()]);
      noServerError(responses);
      expect(statuses(responses), `round ${round}`).toEqual([200, 200]);
      const outcome = [await s.balance(student), await refunded(student)];
      // Marked first: one visit used (875 ₽), 6 125 ₽ back. Cancelled first: all 7 000 ₽ back, the visit a debt.
      expect([JSON.stringify([0, 612_500]), JSON.stringify([-80_000, 700_000])], `round ${round}`).toContain(
        JSON.stringify(outcome),
      );
      expect((await s.subscription(pass.id)).remaining_visits).toBe(0);
    }
  });

  it('two cancels at once: one cancels and refunds, the other is told it is cancelled', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { student, pass } = await paidPass(`Две отмены ${round}`);
      const cancel = (first: boolean) =>
        (first ? here() : there()).post(`/subscriptions/cancel/${pass.id}`, { reason: `Гонка ${round}` });
      const responses = await Promise.all([cancel(round % 2 === 0), cancel(round % 2 === 1)]);
      noServerError(responses);
      expect(statuses(responses), `round ${round}`).toEqual([200, 409]);
      const lines = (await s.ledger(student)).filter((line) => line.kind === 'pass_cancel');
      expect(lines, `round ${round}`).toHaveLength(1);
      expect([await s.balance(student), await refunded(student)]).toEqual([0, 700_000]);
    }
  });

  it('every balance still equals the sum of its ledger lines, and no pass is below zero', async () => {
    await expectLedgerInvariants(t.db, s.school.schoolId, here());
  });
});
