import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What a pass's lines add up to, for its corrections (docs/money.md, «Исправление проданного абонемента»).

/**
 * Visits taken on a pass, net of their reversals: counted by lines, since a visit on an unlimited pass moves no
 * count. Its cancellation values an unlimited pass by whether anybody came on it.
 */
export async function visitsTaken(db: Kysely<Database>, subscriptionId: number): Promise<number> {
  const row = await db
    .selectFrom('account_entries')
    .select(
      sql<number>`coalesce(sum(case when kind = 'visit' then 1 when kind = 'reversal' then -1 else 0 end), 0)`.as(
        'taken',
      ),
    )
    .where('subscription_id', '=', subscriptionId)
    .where('lesson_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.taken);
}

/** What a pass's lines have done to one student's balance: its price, its payments, refunds and corrections. */
export async function passMoneyOf(
  db: Kysely<Database>,
  subscriptionId: number,
  studentId: number,
): Promise<number> {
  const row = await db
    .selectFrom('account_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('amount'))
    .where('subscription_id', '=', subscriptionId)
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}
