import { type Insertable, type Kysely, sql } from 'kysely';
import type { Payment, Refund } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { clientRecordsView } from '../clients/service.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { studentRecordsView } from '../students/service.ts';
import { subscriptionsView } from '../subscriptions/service.ts';
import { staffProfilesView } from '../users/service.ts';
import type { PaymentTable } from './tables.ts';

/** A new payment as written: every column but its id and its void, which come later if at all. */
export type PaymentValues = Omit<Insertable<PaymentTable>, 'id' | 'voided_at' | 'voided_by' | 'void_reason'>;

function selectPayments(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin(studentRecordsView(db).as('st'), 'st.id', 'p.student_id')
    .leftJoin(clientRecordsView(db).as('c'), 'c.id', 'p.client_id')
    .leftJoin(subscriptionsView(db).as('s'), 's.id', 'p.subscription_id')
    .leftJoin(staffProfilesView(db).as('author'), 'author.user_id', 'p.created_by')
    .select([
      'p.id',
      'p.student_id',
      'st.name as student_name',
      'p.client_id',
      'c.name as client_name',
      'p.subscription_id',
      's.sub_name',
      'p.type',
      'p.method',
      'p.amount',
      'p.paid_on',
      'p.comment',
      'author.full_name as created_by_name',
      'p.created_at',
      'p.voided_at',
      'p.void_reason',
    ])
    .select(
      sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id)`.as(
        'refunded',
      ),
    )
    .where('p.school_id', '=', schoolId);
}

const toPayment = (row: Omit<Payment, 'refunded'> & { refunded: number | string }): Payment => ({
  ...row,
  refunded: Number(row.refunded),
});

export type PaymentsFilter = { from: string; to: string; studentId?: number };

/** Newest first: by date, then by when it was recorded. */
export async function listPayments(
  db: Kysely<Database>,
  schoolId: number,
  filter: PaymentsFilter,
): Promise<Payment[]> {
  let query = selectPayments(db, schoolId)
    .where('p.paid_on', '>=', filter.from)
    .where('p.paid_on', '<=', filter.to);
  if (filter.studentId !== undefined) query = query.where('p.student_id', '=', filter.studentId);
  const rows = await query.orderBy('p.paid_on', 'desc').orderBy('p.id', 'desc').execute();
  return rows.map(toPayment);
}

export async function findPayment(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Payment | undefined> {
  const row = await selectPayments(db, schoolId).where('p.id', '=', id).executeTakeFirst();
  return row && toPayment(row);
}

/** A pass's payments that still hold money (not voided, not fully refunded), newest first. */
export async function refundablePaymentsOf(db: Kysely<Database>, schoolId: number, subscriptionId: number) {
  const rows = await selectPayments(db, schoolId)
    .where('p.subscription_id', '=', subscriptionId)
    .where('p.voided_at', 'is', null)
    .orderBy('p.paid_on', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map(toPayment).filter((payment) => payment.amount > payment.refunded);
}

/** Locks the payment for a void or a refund (PostgreSQL; SQLite has one writer). */
export async function lockPayment(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('payments').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  return (await lockedOnPostgres(db, query, 'update').executeTakeFirst()) !== undefined;
}

export async function insertPayment(db: Kysely<Database>, values: PaymentValues): Promise<number> {
  const { id } = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function markVoided(
  db: Kysely<Database>,
  id: number,
  mark: { voided_at: string; voided_by: number; void_reason: string },
): Promise<void> {
  await db.updateTable('payments').set(mark).where('id', '=', id).where('voided_at', 'is', null).execute();
}

// Refunds.

function selectRefunds(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin(studentRecordsView(db).as('st'), 'st.id', 'p.student_id')
    .leftJoin(staffProfilesView(db).as('author'), 'author.user_id', 'r.created_by')
    .select([
      'r.id',
      'r.payment_id',
      'r.amount',
      'r.refunded_on',
      'r.reason',
      'p.student_id',
      'st.name as student_name',
      'author.full_name as created_by_name',
      'r.created_at',
    ])
    .where('r.school_id', '=', schoolId);
}

export function listRefunds(
  db: Kysely<Database>,
  schoolId: number,
  filter: PaymentsFilter,
): Promise<Refund[]> {
  let query = selectRefunds(db, schoolId)
    .where('r.refunded_on', '>=', filter.from)
    .where('r.refunded_on', '<=', filter.to);
  if (filter.studentId !== undefined) query = query.where('p.student_id', '=', filter.studentId);
  return query.orderBy('r.refunded_on', 'desc').orderBy('r.id', 'desc').execute();
}

export function findRefund(db: Kysely<Database>, schoolId: number, id: number): Promise<Refund | undefined> {
  return selectRefunds(db, schoolId).where('r.id', '=', id).executeTakeFirst();
}

export async function insertRefund(
  db: Kysely<Database>,
  values: {
    school_id: number;
    payment_id: number;
    amount: number;
    refunded_on: string;
    reason: string;
    created_by: number;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('refunds').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}
