import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { MakeupTable, MakeupVoidReason } from './tables.ts';

// The make-ups' own rows (docs/makeups.md). Nothing here knows lessons, marks or passes: the lessons module decides
// when an excused mark earns one and hands the facts over; the make-up desk reads them through `makeupsView`.

/** The make-up a student's excused absence from a lesson earned, while it stands. */
export function standingMakeupOf(db: Kysely<Database>, lessonId: number, studentId: number) {
  return db
    .selectFrom('makeups')
    .select(['id', 'subscription_id'])
    .where('lesson_id', '=', lessonId)
    .where('student_id', '=', studentId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
}

/** A standing make-up of the school, locked until the write commits; another school's is as absent as none. */
export function findMakeup(db: Kysely<Database>, schoolId: number, id: number) {
  const query = db
    .selectFrom('makeups')
    .select(['id', 'student_id', 'subscription_id', 'lesson_id', 'direction_id', 'same_style', 'expires_on'])
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null);
  return lockedOnPostgres(db, query, 'update').executeTakeFirst();
}

/** The make-ups still standing of one lesson missed (it is cancelled or deleted: they go with it). */
export function standingMakeupsOfLesson(db: Kysely<Database>, lessonId: number) {
  return db
    .selectFrom('makeups')
    .select(['id', 'student_id'])
    .where('lesson_id', '=', lessonId)
    .where('voided_at', 'is', null)
    .orderBy('student_id')
    .execute();
}

/** How many make-ups a pass has given: every one that stands counts against its limit, used or not. */
export async function makeupsGivenBy(db: Kysely<Database>, subscriptionId: number): Promise<number> {
  const row = await db
    .selectFrom('makeups')
    .select((eb) => eb.fn.countAll<number | string>().as('given'))
    .where('subscription_id', '=', subscriptionId)
    .where('voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.given);
}

export async function insertMakeup(db: Kysely<Database>, values: Insertable<MakeupTable>): Promise<number> {
  const { id } = await db.insertInto('makeups').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The one change a make-up's row takes: it no longer stands, and why. */
export async function voidMakeup(
  db: Kysely<Database>,
  id: number,
  reason: MakeupVoidReason,
  at: string,
): Promise<void> {
  await db
    .updateTable('makeups')
    .set({ voided_at: at, void_reason: reason })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .execute();
}

/**
 * The make-ups as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a
 * student's make-ups with their lessons, the reports' counts.
 */
export function makeupsView(db: Kysely<Database>) {
  return db
    .selectFrom('makeups')
    .select([
      'makeups.id',
      'makeups.school_id',
      'makeups.student_id',
      'makeups.subscription_id',
      'makeups.lesson_id',
      'makeups.missed_on',
      'makeups.direction_id',
      'makeups.same_style',
      'makeups.expires_on',
      'makeups.earned_at',
      'makeups.voided_at',
      'makeups.expired_at',
    ]);
}

/**
 * The daily job's part (docs/makeups.md, «Сгорание»): the standing make-ups past their last day and never booked are
 * stamped expired, once each, and answered so the family can be told.
 */
export async function expireMakeups(db: Kysely<Database>, schoolId: number, today: string, at: string) {
  return db
    .updateTable('makeups')
    .set({ expired_at: at })
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('expired_at', 'is', null)
    .where('expires_on', '<', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('makeup_bookings')
            .select('makeup_bookings.id')
            .whereRef('makeup_bookings.makeup_id', '=', 'makeups.id')
            .where('makeup_bookings.canceled_at', 'is', null),
        ),
      ),
    )
    .returning(['id', 'student_id', 'missed_on', 'expires_on'])
    .execute();
}
