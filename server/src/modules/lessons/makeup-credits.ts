import type { Kysely } from 'kysely';
import type { SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import * as makeups from '../makeups/service.ts';
import { addDays } from '../shared/local-date.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { storedMark } from '../shared/stored-mark.ts';
import { markOf } from './marks.ts';

// What an excused absence earns (docs/makeups.md): a make-up, from the pass that would have paid for the lesson,
// while the pass has make-ups left. The mark is this module's, so the rule lives beside the lesson's charges and
// runs wherever a mark or its lesson changes: the roll, the cabinet's «не придём», a cancellation or a move.

export type MissedLesson = charges.ChargedLesson & { is_canceled: boolean };

/**
 * Brings a student's make-up for a lesson in line with their mark: an excused absence from a lesson held earns one
 * (once), anything else voids the one it had earned. The pass is the one the visit would have been charged to —
 * valid for the lesson, in its dates, not frozen that day, with a visit left — and it gives no more make-ups than
 * its terms allow; every make-up that stands counts, used or not. A make-up is never re-dated: a moved lesson keeps
 * the expiry its first day gave.
 */
export async function settleMakeup(
  trx: Kysely<Database>,
  lesson: MissedLesson,
  studentId: number,
  time: SchoolTime,
): Promise<void> {
  const [mark, standing] = await Promise.all([
    markOf(trx, lesson.id, studentId),
    makeups.standingMakeupOf(trx, lesson.id, studentId),
  ]);
  const excused = !lesson.is_canceled && mark !== undefined && storedMark(mark) === 'excused';
  if (standing) {
    if (excused) return;
    const reason = lesson.is_canceled ? 'lesson_canceled' : 'mark_changed';
    await voidUnlessUsed(trx, standing.id, studentId, reason, time);
    return;
  }
  if (!excused) return;
  const pass = (await charges.coverageOf(trx, lesson, [studentId])).get(studentId)?.subscription;
  if (!pass || pass.row.makeups_allowed <= (await makeups.makeupsGivenBy(trx, pass.row.id))) return;
  await makeups.insertMakeup(trx, {
    school_id: lesson.school_id,
    student_id: studentId,
    subscription_id: pass.row.id,
    lesson_id: lesson.id,
    missed_on: lesson.lesson_date,
    direction_id: lesson.direction_id,
    same_style: toSqlBoolean(Boolean(pass.row.makeups_same_style)),
    expires_on: addDays(lesson.lesson_date, pass.row.makeup_days),
    earned_at: time.now.toISOString(),
  });
}

/**
 * A make-up whose absence no longer stands goes, and its booking with it — unless it was already made up (the guest
 * is marked on the lesson booked): what happened stays as it happened.
 */
async function voidUnlessUsed(
  trx: Kysely<Database>,
  makeupId: number,
  studentId: number,
  reason: makeups.MakeupVoidReason,
  time: SchoolTime,
): Promise<void> {
  const booking = await makeups.openBookingOfMakeup(trx, makeupId);
  if (booking) {
    const guestMark = await markOf(trx, booking.lesson_id, studentId);
    const used = guestMark !== undefined && storedMark(guestMark) !== null;
    if (used) return;
    const at = time.now.toISOString();
    await makeups.cancelBooking(trx, booking.id, { at, by: null, reason: 'makeup_voided' });
  }
  await makeups.voidMakeup(trx, makeupId, reason, time.now.toISOString());
}

/** A lesson deleted: the make-ups its absences earned go with it. */
export async function voidMakeupsOfDeletedLesson(
  trx: Kysely<Database>,
  lessonId: number,
  time: SchoolTime,
): Promise<void> {
  for (const standing of await makeups.standingMakeupsOfLesson(trx, lessonId))
    await voidUnlessUsed(trx, standing.id, standing.student_id, 'lesson_deleted', time);
}
