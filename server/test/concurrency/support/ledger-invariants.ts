import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../src/db/schema.ts';
import type { ApiAs } from '../../support/staff-helpers.ts';

/**
 * What every race must leave true of a school's money: each balance the API shows is the sum of the student's
 * ledger lines, and no pass holds fewer than zero visits.
 */
export async function expectLedgerInvariants(db: Kysely<Database>, schoolId: number, owner: ApiAs) {
  const balances = await owner.get('/finances/balances');
  expect(balances.status).toBe(200);
  const sums = await db
    .selectFrom('account_entries')
    .select(['student_id', sql<number>`sum(amount)`.as('amount')])
    .where('school_id', '=', schoolId)
    .groupBy('student_id')
    .execute();
  const shown = (balances.body as { students: { student_id: number; balance: number }[] }).students;
  for (const { student_id, amount } of sums) {
    const row = shown.find((student) => student.student_id === Number(student_id));
    expect(row?.balance ?? 0, `student ${student_id}`).toBe(Number(amount));
  }
  const passes = await owner.post('/subscriptions/getallwhere', {});
  for (const pass of passes.body as { remaining_visits: number | null }[])
    expect(pass.remaining_visits ?? 0).toBeGreaterThanOrEqual(0);
}
