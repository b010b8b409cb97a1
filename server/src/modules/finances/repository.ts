import { type Kysely, sql } from 'kysely';
import type { PaymentMethod, PaymentType } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';

export type Period = { from: string; to: string };

/** Payments of the period not voided, summed by type and method. */
export function incomeByTypeAndMethod(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('payments')
    .select(['type', 'method', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('paid_on', '>=', period.from)
    .where('paid_on', '<=', period.to)
    .groupBy(['type', 'method'])
    .execute() as Promise<{ type: PaymentType; method: PaymentMethod; amount: number | string }[]>;
}

export async function refundsTotal(db: Kysely<Database>, schoolId: number, period: Period): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('amount'))
    .where('school_id', '=', schoolId)
    .where('refunded_on', '>=', period.from)
    .where('refunded_on', '<=', period.to)
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

export async function expensesTotal(db: Kysely<Database>, schoolId: number, period: Period): Promise<number> {
  const row = await db
    .selectFrom('expenses')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('amount'))
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('spent_on', '>=', period.from)
    .where('spent_on', '<=', period.to)
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

export async function subscriptionsSold(
  db: Kysely<Database>,
  schoolId: number,
  period: Period,
): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', schoolId)
    .where('template_id', 'is not', null)
    .where('issued_at', '>=', period.from)
    .where('issued_at', '<=', period.to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function studentNames(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('students').select(['id', 'name']).where('school_id', '=', schoolId).execute();
}

/** Who pays for whom: every payer link of the school, with the client's name and phone. */
export function payerLinks(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('student_clients')
    .innerJoin('clients', 'clients.id', 'student_clients.client_id')
    .select([
      'clients.id as client_id',
      'clients.name as client_name',
      'clients.phone',
      'student_clients.student_id',
    ])
    .where('clients.school_id', '=', schoolId)
    .where('student_clients.is_payer', '=', 1 as never)
    .orderBy('clients.id')
    .orderBy('student_clients.student_id')
    .execute();
}
