import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  formatMoney,
  type Payment,
  type paymentCreateSchema,
  type Refund,
  type refundCreateSchema,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as clients from '../clients/service.ts';
import * as ledger from '../ledger/service.ts';
import { conflictAs, invalid, notFound, notFoundAs } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as students from '../students/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import * as payments from './repository.ts';

type PaymentCreate = z.output<typeof paymentCreateSchema>;
type RefundCreate = z.output<typeof refundCreateSchema>;

export function listPayments(db: Kysely<Database>, schoolId: number, filter: payments.PaymentsFilter) {
  return payments.listPayments(db, schoolId, filter);
}

export function listRefunds(db: Kysely<Database>, schoolId: number, filter: payments.PaymentsFilter) {
  return payments.listRefunds(db, schoolId, filter);
}

async function getPayment(db: Kysely<Database>, schoolId: number, id: number): Promise<Payment> {
  const payment = isStorableId(id) ? await payments.findPayment(db, schoolId, id) : undefined;
  if (!payment) throw notFound();
  return payment;
}

/**
 * The student a money document is for: another school's is "not found" (404). No row lock: the school's one writer
 * already runs its money writes one at a time (docs/money.md, «Одновременность»).
 */
export async function payingStudent(db: Kysely<Database>, schoolId: number, studentId: number) {
  const student = isStorableId(studentId) ? await students.findStudent(db, schoolId, studentId) : undefined;
  if (!student) throw notFoundAs(serverErrors.unknownStudent);
  return student;
}

/**
 * Who pays: a client linked to the student. Without one, the student's first payer (a parent) if they have one,
 * so a family's payments land on the family without anyone picking the parent each time.
 */
export async function payerOf(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
  clientId: number | null,
) {
  if (clientId !== null) {
    const client = isStorableId(clientId) && (await clients.isClientOf(db, schoolId, clientId));
    if (!client) throw notFoundAs(serverErrors.unknownClient);
    if (!(await students.isLinkedClient(db, studentId, clientId))) throw invalid(serverErrors.payerNotLinked);
    return clientId;
  }
  return students.firstPayerOf(db, studentId);
}

/**
 * Takes a payment. A payment for a subscription without one named goes to the student's oldest subscription
 * still owed; a payment of type «other» (a costume, a show ticket) is income but does not touch the balance.
 */
export function createPayment(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: PaymentCreate,
  time: SchoolTime,
): Promise<Payment> {
  return inTransaction(db, async (trx) => {
    await payingStudent(trx, schoolId, input.student_id);
    const clientId = await payerOf(trx, schoolId, input.student_id, input.client_id);
    let subscriptionId = input.subscription_id;
    if (subscriptionId !== null) {
      const [facts] = isStorableId(subscriptionId)
        ? await subscriptions.loadFacts(trx, schoolId, { ids: [subscriptionId] })
        : [];
      if (!facts) throw notFoundAs(serverErrors.unknownSubscription);
      if (facts.row.student_id !== input.student_id) throw invalid(serverErrors.subscriptionOfOtherStudent);
    } else if (input.type === 'subscription') {
      const owed = (await subscriptions.loadFacts(trx, schoolId, { studentIds: [input.student_id] }))
        // What a pass costs now: a late discount or a cancellation changed it (docs/money.md).
        .filter((facts) => subscriptions.termsOf(facts).price > Number(facts.row.paid))
        .sort((a, b) => a.row.issued_at.localeCompare(b.row.issued_at) || a.row.id - b.row.id);
      subscriptionId = owed[0]?.row.id ?? null;
    }
    const id = await payments.insertPayment(trx, {
      school_id: schoolId,
      student_id: input.student_id,
      client_id: clientId,
      subscription_id: subscriptionId,
      type: input.type,
      method: input.method,
      amount: input.amount,
      paid_on: input.paid_on,
      comment: input.comment,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    if (input.type !== 'other')
      await ledger.recordEntry(
        trx,
        { school_id: schoolId, created_by: caller.id, created_at: time.now.toISOString() },
        {
          student_id: input.student_id,
          kind: 'payment',
          entry_date: input.paid_on,
          amount: input.amount,
          visits: 0,
          subscription_id: subscriptionId,
          payment_id: id,
          note: { code: 'payment', type: input.type },
        },
      );
    return getPayment(trx, schoolId, id);
  });
}

/**
 * A mistaken payment is voided with a reason, never deleted: it stays in the list, marked, and the ledger gets
 * a line that undoes its credit. A payment already partly refunded is refunded further instead (409).
 */
export function voidPayment(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  reason: string,
  time: SchoolTime,
): Promise<Payment> {
  return inTransaction(db, async (trx) => {
    if (!isStorableId(id) || !(await payments.lockPayment(trx, schoolId, id))) throw notFound();
    const payment = await getPayment(trx, schoolId, id);
    if (payment.voided_at !== null) throw conflictAs(serverErrors.alreadyVoided);
    if (payment.refunded > 0) throw conflictAs(serverErrors.paymentHasRefunds);
    await payments.markVoided(trx, id, {
      voided_at: time.now.toISOString(),
      voided_by: caller.id,
      void_reason: reason,
    });
    const entry = await ledger.paymentEntry(trx, id);
    if (entry)
      await ledger.recordEntry(
        trx,
        { school_id: schoolId, created_by: caller.id, created_at: time.now.toISOString() },
        {
          student_id: entry.student_id,
          kind: 'payment_void',
          entry_date: payment.paid_on,
          amount: -entry.amount,
          visits: 0,
          subscription_id: entry.subscription_id,
          payment_id: id,
          reverses_id: entry.id,
          note: { code: 'payment_void', reason },
        },
      );
    return getPayment(trx, schoolId, id);
  });
}

/**
 * Gives back a sum paid for a pass (its cancellation: docs/money.md), off its payments newest first, each refund
 * linked to its payment as any refund is. Answers what it could not give back: nothing was paid beyond that.
 */
export async function refundPass(
  trx: Kysely<Database>,
  caller: User,
  schoolId: number,
  pass: { id: number; amount: number; reason: string },
  time: SchoolTime,
): Promise<number> {
  let due = pass.amount;
  for (const payment of await payments.refundablePaymentsOf(trx, schoolId, pass.id)) {
    if (due <= 0) break;
    const amount = Math.min(due, payment.amount - payment.refunded);
    await createRefund(
      trx,
      caller,
      schoolId,
      { payment_id: payment.id, amount, refunded_on: time.today, reason: pass.reason },
      time,
    );
    due -= amount;
  }
  return due;
}

/** Gives back part or all of a payment, linked to it; never more than is left of it, never before it. */
export function createRefund(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: RefundCreate,
  time: SchoolTime,
): Promise<Refund> {
  return inTransaction(db, async (trx) => {
    if (!isStorableId(input.payment_id) || !(await payments.lockPayment(trx, schoolId, input.payment_id)))
      throw notFoundAs(serverErrors.unknownPayment);
    const payment = await getPayment(trx, schoolId, input.payment_id);
    if (payment.voided_at !== null) throw conflictAs(serverErrors.paymentVoided);
    const left = payment.amount - payment.refunded;
    if (input.amount > left) throw invalid(serverErrors.refundTooLarge(formatMoney(left)));
    if (input.refunded_on < payment.paid_on) throw invalid(serverErrors.refundBeforePayment);
    const id = await payments.insertRefund(trx, {
      school_id: schoolId,
      payment_id: payment.id,
      amount: input.amount,
      refunded_on: input.refunded_on,
      reason: input.reason,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    if (payment.type !== 'other')
      await ledger.recordEntry(
        trx,
        { school_id: schoolId, created_by: caller.id, created_at: time.now.toISOString() },
        {
          student_id: payment.student_id,
          kind: 'refund',
          entry_date: input.refunded_on,
          amount: -input.amount,
          visits: 0,
          subscription_id: payment.subscription_id,
          payment_id: payment.id,
          refund_id: id,
          note: { code: 'refund', reason: input.reason },
        },
      );
    const refund = await payments.findRefund(trx, schoolId, id);
    if (!refund) throw new Error(`Refund ${id} vanished right after it was written`);
    return refund;
  });
}
