import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BookingCancelReason, MakeupBookingTable } from './tables.ts';

// A make-up's bookings (docs/makeups.md): the lessons its student is a guest of. Open while not cancelled; at most
// one open booking per make-up and per lesson and student (the database's unique indexes say so too).

/** The open booking that makes a student a lesson's guest, if any. */
export function openBookingOf(db: Kysely<Database>, lessonId: number, studentId: number) {
  return db
    .selectFrom('makeup_bookings')
    .select(['id', 'makeup_id', 'subscription_id'])
    .where('lesson_id', '=', lessonId)
    .where('student_id', '=', studentId)
    .where('canceled_at', 'is', null)
    .executeTakeFirst();
}

/** A make-up's open booking, if it has one. */
export function openBookingOfMakeup(db: Kysely<Database>, makeupId: number) {
  return db
    .selectFrom('makeup_bookings')
    .select(['id', 'lesson_id', 'student_id'])
    .where('makeup_id', '=', makeupId)
    .where('canceled_at', 'is', null)
    .executeTakeFirst();
}

/** A lesson's guests: the pass each one's visit is charged to, by student. */
export async function guestPassesOf(db: Kysely<Database>, lessonId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('makeup_bookings')
    .select(['student_id', 'subscription_id'])
    .where('lesson_id', '=', lessonId)
    .where('canceled_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.student_id, row.subscription_id]));
}

/** How many guests each of the lessons has (a lesson without any is absent). */
export async function guestCounts(db: Kysely<Database>, lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('makeup_bookings')
    .select((eb) => ['lesson_id', eb.fn.countAll<number | string>().as('guests')])
    .where('lesson_id', 'in', lessonIds)
    .where('canceled_at', 'is', null)
    .groupBy('lesson_id')
    .execute();
  return new Map(rows.map((row) => [row.lesson_id, Number(row.guests)]));
}

export async function insertBooking(
  db: Kysely<Database>,
  values: Insertable<MakeupBookingTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('makeup_bookings')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type Cancellation = { at: string; by: number | null; reason: BookingCancelReason };

export async function cancelBooking(db: Kysely<Database>, id: number, cancellation: Cancellation) {
  await db
    .updateTable('makeup_bookings')
    .set({
      canceled_at: cancellation.at,
      canceled_by: cancellation.by,
      cancel_reason: cancellation.reason,
    })
    .where('id', '=', id)
    .where('canceled_at', 'is', null)
    .execute();
}

/** A lesson cancelled: its guests' bookings are cancelled with it, and their make-ups free again. */
export async function cancelBookingsOfLesson(db: Kysely<Database>, lessonId: number, at: string) {
  await db
    .updateTable('makeup_bookings')
    .set({ canceled_at: at, canceled_by: null, cancel_reason: 'lesson_canceled' })
    .where('lesson_id', '=', lessonId)
    .where('canceled_at', 'is', null)
    .execute();
}

/**
 * The open bookings as other modules join them — read-only (docs/architecture.md): a lesson's guests on its roll,
 * the make-up a booking is for, the seats they take.
 */
export function openBookingsView(db: Kysely<Database>) {
  return db
    .selectFrom('makeup_bookings')
    .select([
      'makeup_bookings.id',
      'makeup_bookings.school_id',
      'makeup_bookings.makeup_id',
      'makeup_bookings.lesson_id',
      'makeup_bookings.student_id',
      'makeup_bookings.subscription_id',
    ])
    .where('makeup_bookings.canceled_at', 'is', null);
}
