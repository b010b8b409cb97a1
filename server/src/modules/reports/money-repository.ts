import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The money of the payments report, summed in the database per day (the service puts the days into steps).

export type Period = { from: string; to: string };

export function incomeByDay(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('payments')
    .select(['paid_on as day', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('paid_on', '>=', period.from)
    .where('paid_on', '<=', period.to)
    .groupBy('paid_on')
    .execute();
}

export function refundsByDay(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('refunds')
    .select(['refunded_on as day', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('refunded_on', '>=', period.from)
    .where('refunded_on', '<=', period.to)
    .groupBy('refunded_on')
    .execute();
}

export function expensesByDayAndCategory(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('expenses')
    .select(['spent_on as day', 'category', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('spent_on', '>=', period.from)
    .where('spent_on', '<=', period.to)
    .groupBy(['spent_on', 'category'])
    .execute();
}

/** What the subscriptions sold in the period cost (the count is the finance summary's). */
export async function subscriptionsSoldAmount(db: Kysely<Database>, schoolId: number, period: Period) {
  const row = await db
    .selectFrom('subscriptions')
    .select(sql<number>`coalesce(sum(price), 0)`.as('amount'))
    .where('school_id', '=', schoolId)
    .where('template_id', 'is not', null)
    .where('issued_at', '>=', period.from)
    .where('issued_at', '<=', period.to)
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/**
 * Visits taken from subscriptions in the period (charges net of their reversals) and visits burned at expiry.
 * A reversal is counted by the kind of line it undoes. Visits taken are counted by lines, not by their `visits`:
 * a visit on an unlimited pass moves no count, yet it was taken all the same.
 */
export async function visitsMoved(db: Kysely<Database>, schoolId: number, period: Period) {
  const kind = sql<string>`coalesce(undone.kind, entry.kind)`;
  const rows = await db
    .selectFrom('account_entries as entry')
    .leftJoin('account_entries as undone', 'undone.id', 'entry.reverses_id')
    .select([
      kind.as('kind'),
      sql<number>`sum(case when entry.reverses_id is null then 1 else -1 end)`.as('lines'),
      (eb) => eb.fn.sum<number>('entry.visits').as('visits'),
    ])
    .where('entry.school_id', '=', schoolId)
    .where('entry.entry_date', '>=', period.from)
    .where('entry.entry_date', '<=', period.to)
    .where('entry.subscription_id', 'is not', null)
    .where(kind, 'in', ['visit', 'burn'])
    .groupBy(kind)
    .execute();
  const row = (name: string) => rows.find((found) => found.kind === name);
  return { used: Number(row('visit')?.lines ?? 0), burned: -Number(row('burn')?.visits ?? 0) };
}

/** What students owed at the end of a day: the sum of the negative balances, and how many there were. */
export async function debtsAt(db: Kysely<Database>, schoolId: number, day: string) {
  const balances = db
    .selectFrom('account_entries')
    .select(['student_id', (eb) => eb.fn.sum<number>('amount').as('balance')])
    .where('school_id', '=', schoolId)
    .where('entry_date', '<=', day)
    .groupBy('student_id')
    .as('balances');
  const row = await db
    .selectFrom(balances)
    .select([
      sql<number>`coalesce(sum(balances.balance), 0)`.as('owed'),
      (eb) => eb.fn.countAll<number>().as('debtors'),
    ])
    .where('balances.balance', '<', 0)
    .executeTakeFirstOrThrow();
  return { owed: -Number(row.owed), debtors: Number(row.debtors) };
}
