import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type passCancelSchema,
  type passChangeSchema,
  type passTransferSchema,
  type SchoolTime,
  type Subscription,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as ledger from '../ledger/service.ts';
import * as payments from '../payments/service.ts';
import { conflictAs, invalid, notFound, notFoundAs } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as students from '../students/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { usageOf } from './valuation.ts';

// Corrections of a sold pass (docs/money.md, «Исправление проданного абонемента»): each is a ledger line with its
// reason, written under the pass's and the student's locks, so the balance and the visits left stay ledger sums and
// the history shows who did it and why. The row of the pass changes only where it must (cancelled on, whose).

type Cancel = z.output<typeof passCancelSchema>;
type Change = z.output<typeof passChangeSchema>;
type Transfer = z.output<typeof passTransferSchema>;
type Actor = { caller: User; time: SchoolTime };

const authorOf = (schoolId: number, { caller, time }: Actor): ledger.EntryAuthor => ({
  school_id: schoolId,
  created_by: caller.id,
  created_at: time.now.toISOString(),
});

/** The pass, locked for the write, with its facts; another school's or none is 404, a cancelled one 409. */
async function lockedPass(trx: Kysely<Database>, schoolId: number, id: number, time: SchoolTime) {
  if (!isStorableId(id) || !(await subscriptions.lockSubscription(trx, schoolId, id))) throw notFound();
  const [facts] = await subscriptions.loadFacts(trx, schoolId, { ids: [id] });
  if (!facts) throw notFound();
  const status = subscriptions.statusOf(facts, time.today);
  if (status === 'canceled') throw conflictAs(serverErrors.passCanceled);
  return { facts, status };
}

/**
 * Cancels a pass: what was not used of it stops costing (a `pass_cancel` line: the price less the used part, the
 * visits left), and it covers no lesson from today. With `refund`, what was paid for it beyond the used part goes
 * back at once off its payments; without, it stays on the balance as credit. An ended pass has nothing to cancel.
 */
export function cancelPass(db: Kysely<Database>, schoolId: number, id: number, input: Cancel, actor: Actor) {
  return inTransaction(db, async (trx): Promise<Subscription> => {
    const { time } = actor;
    const { facts, status } = await lockedPass(trx, schoolId, id, time);
    if (status === 'ended') throw conflictAs(serverErrors.passEnded);
    const { row } = facts;
    const terms = subscriptions.termsOf(facts);
    const usage = usageOf(facts, await ledger.visitsTaken(trx, id), time.today);
    await ledger.recordEntry(trx, authorOf(schoolId, actor), {
      student_id: row.student_id,
      kind: 'pass_cancel',
      entry_date: time.today,
      amount: terms.price - usage.value,
      visits: -(subscriptions.remainingOf(facts) ?? 0),
      subscription_id: id,
      note: {
        code: 'pass_canceled',
        pass: row.sub_name,
        ...(terms.visits === null
          ? { unit: 'days', used: usage.used, of: row.validity_days }
          : { unit: 'visits', used: usage.used, of: terms.visits }),
        value: usage.value,
        reason: input.reason,
      },
    });
    await subscriptions.markCanceled(trx, id, time.today);
    const overpaid = Number(row.paid) - usage.value;
    if (input.refund && overpaid > 0)
      await payments.refundPass(
        trx,
        actor.caller,
        schoolId,
        { id, amount: overpaid, reason: `Отмена абонемента «${row.sub_name}»: ${input.reason}` },
        time,
      );
    return subscriptions.getSubscription(trx, schoolId, id, time);
  });
}

/**
 * A late discount or a corrected count: the difference of the price goes back to (or is charged on) the balance,
 * the difference of the visits to what is left (a `pass_change` line). Never fewer visits than already taken; an
 * expired pass keeps its count (its unused visits burned), though its price may still change.
 */
export function changePass(db: Kysely<Database>, schoolId: number, id: number, input: Change, actor: Actor) {
  return inTransaction(db, async (trx): Promise<Subscription> => {
    const { time } = actor;
    const { facts } = await lockedPass(trx, schoolId, id, time);
    const { row } = facts;
    const terms = subscriptions.termsOf(facts);
    const price = input.price ?? terms.price;
    let visits = terms.visits;
    let visitsChange: { from: number; to: number } | null = null;
    if (input.visits !== undefined && input.visits !== terms.visits) {
      if (terms.visits === null) throw invalid(serverErrors.passVisitsOfUnlimited);
      const expired = facts.burned > 0 || (row.expires_at !== null && row.expires_at < time.today);
      if (expired) throw conflictAs(serverErrors.passEndedVisits);
      const used = terms.visits - (subscriptions.remainingOf(facts) ?? 0);
      if (input.visits < used) throw invalid(serverErrors.passVisitsBelowUsed(used));
      visits = input.visits;
      visitsChange = { from: terms.visits, to: visits };
    }
    if (price === terms.price && visits === terms.visits) throw invalid(serverErrors.passUnchanged);
    await ledger.recordEntry(trx, authorOf(schoolId, actor), {
      student_id: row.student_id,
      kind: 'pass_change',
      entry_date: time.today,
      amount: terms.price - price,
      visits: (visits ?? 0) - (terms.visits ?? 0),
      subscription_id: id,
      note: {
        code: 'pass_changed',
        pass: row.sub_name,
        price: price === terms.price ? null : { from: terms.price, to: price },
        visits: visitsChange,
        reason: input.reason,
      },
    });
    return subscriptions.getSubscription(trx, schoolId, id, time);
  });
}

/**
 * Hands a pass to another child of the family (a payer they share). What the pass's lines did to the giver's
 * balance (its price less what was paid for it) moves to the receiver, two `pass_transfer` lines, so the family's
 * sum stays; the visits left go with the pass. Its payments stay the giver's documents.
 */
export function transferPass(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: Transfer,
  actor: Actor,
) {
  return inTransaction(db, async (trx): Promise<Subscription> => {
    const { time } = actor;
    const { facts, status } = await lockedPass(trx, schoolId, id, time);
    if (status === 'ended') throw conflictAs(serverErrors.passEnded);
    const { row } = facts;
    const receiver = isStorableId(input.student_id)
      ? await students.findStudent(trx, schoolId, input.student_id)
      : undefined;
    if (!receiver) throw notFoundAs(serverErrors.unknownStudent);
    if (receiver.id === row.student_id) throw invalid(serverErrors.passTransferSameStudent);
    if (!(await students.sharePayer(trx, row.student_id, receiver.id)))
      throw invalid(serverErrors.passTransferNotFamily);
    const held = await ledger.passMoneyOf(trx, id, row.student_id);
    const author = authorOf(schoolId, actor);
    const line = { kind: 'pass_transfer' as const, entry_date: time.today, visits: 0, subscription_id: id };
    await ledger.recordEntry(trx, author, {
      ...line,
      student_id: row.student_id,
      amount: -held,
      note: { code: 'pass_given', pass: row.sub_name, to: receiver.name, reason: input.reason },
    });
    await ledger.recordEntry(trx, author, {
      ...line,
      student_id: receiver.id,
      amount: held,
      note: { code: 'pass_received', pass: row.sub_name, from: row.student_name, reason: input.reason },
    });
    await subscriptions.moveToStudent(trx, id, receiver.id);
    return subscriptions.getSubscription(trx, schoolId, id, time);
  });
}
