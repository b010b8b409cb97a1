import type { Kysely } from 'kysely';
import {
  type LessonDetail,
  type Makeup,
  russianDate,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { beforeCutoff, findLessonStudent, freeSeats } from '../attendance/service.ts';
import { getLesson } from '../lessons/service.ts';
import * as makeups from '../makeups/service.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { isStorableId, toBoolean } from '../shared/sql-values.ts';
import { makeupsOfStudents } from './makeup-list.ts';

// Booking a make-up into a lesson and cancelling it (docs/makeups.md, «Запись»). Both run in the school's one
// writer, so two bookings for a lesson's last seat are one after the other: the second finds it taken.

/** Who books: a staff member, or the family from the cabinet (`userId` null, its own cut-off). */
export type Booker = { userId: number | null; cutoffMinutes: number };

type Timed = { lesson_date: string; start_time: string };

/** Whether a lesson starts after the booker's cut-off: the staff's is its start, the family's the school's. */
export function isAhead(lesson: Timed, booker: Booker, time: SchoolTime): boolean {
  return beforeCutoff(lesson, booker.cutoffMinutes, time);
}

function assertAhead(lesson: Timed, booker: Booker, time: SchoolTime) {
  if (isAhead(lesson, booker, time)) return;
  throw conflictAs(
    booker.userId === null
      ? serverErrors.makeupAfterCutoff(booker.cutoffMinutes)
      : serverErrors.makeupLessonStarted,
  );
}

/** A standing make-up of the school as it is now (404 otherwise), its row locked and its student's money too. */
async function currentMakeup(trx: Kysely<Database>, schoolId: number, makeupId: number, time: SchoolTime) {
  const row = isStorableId(makeupId) ? await makeups.findMakeup(trx, schoolId, makeupId) : undefined;
  if (!row) throw notFound();
  const [makeup] = await makeupsOfStudents(trx, schoolId, { makeupId }, time);
  if (!makeup) throw notFound();
  return { row, makeup };
}

/** Why this make-up may not go to this lesson, checked in the order a person fixes them; nothing when it may. */
async function assertBookable(
  trx: Kysely<Database>,
  schoolId: number,
  row: NonNullable<Awaited<ReturnType<typeof makeups.findMakeup>>>,
  lesson: LessonDetail,
  booker: Booker,
  time: SchoolTime,
  seatHeld: boolean,
) {
  if (lesson.is_canceled) throw conflictAs(serverErrors.makeupLessonCanceled);
  assertAhead(lesson, booker, time);
  if (lesson.lesson_date > row.expires_on)
    throw conflictAs(serverErrors.makeupAfterExpiry(russianDate(row.expires_on)));
  if (toBoolean(row.same_style) && lesson.direction_id !== row.direction_id)
    throw conflictAs(serverErrors.makeupOtherStyle);
  if (await findLessonStudent(trx, lesson, row.student_id))
    throw conflictAs(serverErrors.makeupAlreadyOnRoll);
  if (seatHeld) return;
  const seats = await freeSeats(trx, schoolId, [lesson], { now: time.now });
  if (seats.get(lesson.id) === 0) throw conflictAs(serverErrors.lessonFull);
}

/**
 * Books an available make-up into a lesson: held, not started (the family: not past the school's cut-off), by the
 * make-up's last day, of the same style if its pass says so, not one the student is already on, with a free seat.
 * The student becomes the lesson's guest; the visit is charged when they are marked. `seatHeld`: the seat is the
 * one a waitlist's offer held for this make-up, and its acceptance has checked it.
 */
export async function bookMakeup(
  trx: Kysely<Database>,
  schoolId: number,
  request: { makeupId: number; lessonId: number; seatHeld?: boolean },
  booker: Booker,
  time: SchoolTime,
): Promise<Makeup> {
  const { row, makeup } = await currentMakeup(trx, schoolId, request.makeupId, time);
  if (makeup.status !== 'available') throw conflictAs(serverErrors.makeupNotAvailable[makeup.status]);
  const lesson = await getLesson(trx, schoolId, request.lessonId);
  await assertBookable(trx, schoolId, row, lesson, booker, time, request.seatHeld ?? false);
  await makeups.insertBooking(trx, {
    school_id: schoolId,
    makeup_id: row.id,
    lesson_id: lesson.id,
    student_id: row.student_id,
    subscription_id: row.subscription_id,
    booked_at: time.now.toISOString(),
    booked_by: booker.userId,
  });
  return (await currentMakeup(trx, schoolId, row.id, time)).makeup;
}

/**
 * Cancels a make-up's booking before its lesson (the family: before the school's cut-off), while the guest is not
 * marked: the make-up is free again, until its last day. Answers the lesson too: its seat is free (a waitlist may
 * offer it).
 */
export async function cancelMakeupBooking(
  trx: Kysely<Database>,
  schoolId: number,
  makeupId: number,
  booker: Booker,
  time: SchoolTime,
): Promise<{ makeup: Makeup; lessonId: number }> {
  const { row } = await currentMakeup(trx, schoolId, makeupId, time);
  const booking = await makeups.openBookingOfMakeup(trx, row.id);
  if (!booking) throw conflictAs(serverErrors.makeupNotBooked);
  const lesson = await getLesson(trx, schoolId, booking.lesson_id);
  const guest = await findLessonStudent(trx, lesson, row.student_id);
  if (guest?.mark != null) throw conflictAs(serverErrors.makeupGuestMarked);
  assertAhead(lesson, booker, time);
  await makeups.cancelBooking(trx, booking.id, {
    at: time.now.toISOString(),
    by: booker.userId,
    reason: booker.userId === null ? 'family' : 'staff',
  });
  return { makeup: (await currentMakeup(trx, schoolId, row.id, time)).makeup, lessonId: lesson.id };
}
