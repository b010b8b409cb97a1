import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
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
