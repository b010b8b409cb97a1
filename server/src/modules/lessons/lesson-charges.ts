import type { Kysely } from 'kysely';
import type { LedgerNote } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import * as ledger from '../ledger/service.ts';
import * as makeups from '../makeups/service.ts';
import { storedMark } from '../shared/stored-mark.ts';
import { settleMakeup } from './makeup-credits.ts';
import { markOf, marksOf } from './marks.ts';
import * as lessons from './repository.ts';

// What a lesson's changes do to its charges (docs/money.md): the lesson and its marks are this module's, the
// ledger lines the charges module writes from them.

/**
 * After a lesson is cancelled, restored or moved: its charges are undone and, unless it is cancelled, its
 * stored marks charged again on its new terms (the date decides which subscription is valid). The make-ups its
 * excused absences earned go with a cancellation and come back with a restoration, and its make-up guests' bookings
 * are cancelled with it (docs/makeups.md).
 */
export async function rechargeLesson(
  trx: Kysely<Database>,
  lesson: charges.ChargedLesson & { is_canceled: boolean },
  note: LedgerNote,
  author: charges.Author,
): Promise<void> {
  await charges.reverseLessonCharges(trx, lesson, note, author);
  // Its make-up guests go back to their make-ups, free to book another lesson.
  if (lesson.is_canceled) await makeups.cancelBookingsOfLesson(trx, lesson.id, author.time.now.toISOString());
  const marks = await marksOf(trx, lesson.id);
  for (const mark of marks) {
    if (!lesson.is_canceled) await charges.chargeMark(trx, lesson, mark.student_id, storedMark(mark), author);
    await settleMakeup(trx, lesson, mark.student_id, author.time);
  }
}

/**
 * A freeze put over days whose visits were already taken from the pass: each such mark is charged again as if it
 * were made now — nothing inside the freeze, or another pass that covers the lesson. A freeze and a mark thus
 * agree whichever came first.
 */
export async function rechargeFrozenVisits(
  trx: Kysely<Database>,
  frozen: { subscriptionId: number; from: string; to: string },
  author: charges.Author,
): Promise<void> {
  const charged = await ledger.openVisitsOf(trx, frozen.subscriptionId, frozen.from, frozen.to);
  for (const { lesson_id, student_id } of charged) {
    const lesson = await lessons.chargedLesson(trx, lesson_id);
    const mark = await markOf(trx, lesson_id, student_id);
    if (!mark) continue;
    const value = storedMark(mark);
    // The charge goes back first, so the mark is decided afresh on the pass as it is now frozen.
    await charges.reverseMarkCharges(trx, lesson, student_id, { code: 'pass_frozen' }, author);
    await charges.chargeMark(trx, lesson, student_id, value, author);
  }
}

/** A student's open debt visits, oldest first, with their lessons' groups and directions (a new pass settles them). */
export async function openDebtVisits(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
): Promise<charges.OpenDebt[]> {
  const debts = await ledger.openDebtVisits(db, schoolId, studentId);
  if (debts.length === 0) return [];
  const scopes = new Map(
    (
      await lessons.lessonScopes(
        db,
        debts.map((debt) => debt.lesson_id),
      )
    ).map((lesson) => [lesson.id, lesson]),
  );
  return debts.flatMap((debt) => {
    const lesson = scopes.get(debt.lesson_id);
    return lesson ? [{ ...debt, group_id: lesson.group_id, direction_id: lesson.direction_id }] : [];
  });
}

/**
 * A closure cancels the lessons of its days and groups that are held (docs/closures.md): each says which closure did
 * it, and a mark already made is taken back the way any cancellation takes it back.
 */
export async function cancelLessonsOfClosure(
  trx: Kysely<Database>,
  closureId: number,
  range: lessons.ClosureRange,
  note: LedgerNote,
  author: charges.Author,
): Promise<void> {
  const canceled = await lessons.lessonsInRange(trx, range, false);
  await lessons.setLessonsClosure(
    trx,
    canceled.map((lesson) => lesson.id),
    closureId,
  );
  for (const lesson of canceled) await rechargeLesson(trx, { ...lesson, is_canceled: true }, note, author);
}

/** A closure taken back: the lessons it cancelled are held again, and their marks charged as usual. */
export async function restoreLessonsOfClosure(
  trx: Kysely<Database>,
  schoolId: number,
  closureId: number,
  note: LedgerNote,
  author: charges.Author,
): Promise<void> {
  const restored = await lessons.lessonsOfClosure(trx, schoolId, closureId);
  await lessons.setLessonsClosure(
    trx,
    restored.map((lesson) => lesson.id),
    null,
  );
  for (const lesson of restored) await rechargeLesson(trx, { ...lesson, is_canceled: false }, note, author);
}
