import { type Kysely, sql } from 'kysely';
import type { Closure } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// Closures and what they touch: the lessons they cancel and the passes they extend (docs/closures.md).

export type ClosureRange = {
  schoolId: number;
  startsOn: string;
  endsOn: string;
  groupIds: readonly number[];
};

export async function listClosures(db: Kysely<Database>, schoolId: number, id?: number): Promise<Closure[]> {
  let query = db
    .selectFrom('closures')
    .select((eb) => [
      'closures.id',
      'closures.starts_on',
      'closures.ends_on',
      'closures.reason',
      'closures.created_at',
      eb
        .selectFrom('lessons')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('lessons.closure_id', '=', 'closures.id')
        .as('canceled_lessons'),
      eb
        .selectFrom('subscription_extensions')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('subscription_extensions.closure_id', '=', 'closures.id')
        .as('extended_subscriptions'),
    ])
    .where('closures.school_id', '=', schoolId);
  if (id !== undefined) query = query.where('closures.id', '=', id);
  const rows = await query.orderBy('closures.starts_on', 'desc').orderBy('closures.id', 'desc').execute();
  if (rows.length === 0) return [];
  const groups = await db
    .selectFrom('closure_groups')
    .innerJoin('groups', 'groups.id', 'closure_groups.group_id')
    .select(['closure_groups.closure_id', 'groups.id', 'groups.name'])
    .where(
      'closure_groups.closure_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('groups.name')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    reason: row.reason,
    created_at: row.created_at,
    canceled_lessons: Number(row.canceled_lessons ?? 0),
    extended_subscriptions: Number(row.extended_subscriptions ?? 0),
    groups: groups
      .filter((group) => Number(group.closure_id) === Number(row.id))
      .map((group) => ({ id: Number(group.id), name: group.name })),
  }));
}

export async function insertClosure(
  db: Kysely<Database>,
  values: {
    school_id: number;
    starts_on: string;
    ends_on: string;
    reason: string;
    created_by: number;
    created_at: string;
  },
  groupIds: readonly number[],
): Promise<number> {
  const { id } = await db.insertInto('closures').values(values).returning('id').executeTakeFirstOrThrow();
  if (groupIds.length > 0)
    await db
      .insertInto('closure_groups')
      .values(groupIds.map((group_id) => ({ school_id: values.school_id, closure_id: id, group_id })))
      .execute();
  return Number(id);
}

export async function findClosure(db: Kysely<Database>, schoolId: number, id: number) {
  const query = db.selectFrom('closures').selectAll().where('school_id', '=', schoolId).where('id', '=', id);
  return lockedOnPostgres(db, query, 'update').executeTakeFirst();
}

/** The lessons a closure cancels: in its days, of its groups (or all), not cancelled already. */
export async function lessonsInRange(db: Kysely<Database>, range: ClosureRange, onlyCanceled: boolean) {
  let query = db
    .selectFrom('lessons')
    .select(['id', 'school_id', 'group_id', 'direction_id', 'lesson_date'])
    .where('school_id', '=', range.schoolId)
    .where('lesson_date', '>=', range.startsOn)
    .where('lesson_date', '<=', range.endsOn)
    .where('is_canceled', '=', toSqlBoolean(onlyCanceled));
  if (range.groupIds.length > 0) query = query.where('group_id', 'in', [...range.groupIds]);
  return query.orderBy('lesson_date').orderBy('id').execute();
}

export async function lessonsOfClosure(db: Kysely<Database>, schoolId: number, closureId: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'school_id', 'group_id', 'direction_id', 'lesson_date'])
    .where('school_id', '=', schoolId)
    .where('closure_id', '=', closureId)
    .execute();
}

export async function setLessonsClosure(
  db: Kysely<Database>,
  ids: readonly number[],
  closureId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('lessons')
    .set({ is_canceled: toSqlBoolean(closureId !== null), closure_id: closureId })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The passes valid during the range: started, with an end on or after its first day and a start on or before its
 * last, of a student in one of its groups (any student when the whole school closes).
 */
export async function passesValidDuring(db: Kysely<Database>, range: ClosureRange) {
  let query = db
    .selectFrom('subscriptions')
    .select(['subscriptions.id', 'subscriptions.starts_at', 'subscriptions.expires_at'])
    .where('subscriptions.school_id', '=', range.schoolId)
    .where('subscriptions.starts_at', 'is not', null)
    // A cancelled pass covers nothing any more: a closure has no days to give back to it.
    .where('subscriptions.canceled_on', 'is', null)
    .where('subscriptions.starts_at', '<=', range.endsOn)
    .where('subscriptions.expires_at', '>=', range.startsOn);
  if (range.groupIds.length > 0) {
    const groupIds = [...range.groupIds];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('student_groups')
          .select('student_groups.student_id')
          .whereRef('student_groups.student_id', '=', 'subscriptions.student_id')
          .where('student_groups.group_id', 'in', groupIds),
      ),
    );
  }
  return query.orderBy('subscriptions.id').execute();
}

export async function extendPass(
  db: Kysely<Database>,
  extension: {
    school_id: number;
    subscription_id: number;
    closure_id: number;
    days: number;
    created_at: string;
  },
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ expires_at: expiresAt })
    .where('id', '=', extension.subscription_id)
    .execute();
  await db.insertInto('subscription_extensions').values(extension).execute();
}

/** The closures that have already given a pass days back: their ranges, so a day closed twice counts once. */
export function closuresExtending(db: Kysely<Database>, subscriptionId: number) {
  return db
    .selectFrom('subscription_extensions')
    .innerJoin('closures', 'closures.id', 'subscription_extensions.closure_id')
    .select(['closures.starts_on', 'closures.ends_on'])
    .where('subscription_extensions.subscription_id', '=', subscriptionId)
    .execute();
}

export async function extensionsOf(db: Kysely<Database>, closureId: number) {
  return db
    .selectFrom('subscription_extensions')
    .innerJoin('subscriptions', 'subscriptions.id', 'subscription_extensions.subscription_id')
    .select(['subscriptions.id', 'subscriptions.expires_at', 'subscription_extensions.days'])
    .where('subscription_extensions.closure_id', '=', closureId)
    .execute();
}

export async function setPassExpiry(db: Kysely<Database>, id: number, expiresAt: string): Promise<void> {
  await db.updateTable('subscriptions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Its groups and extensions go with it (cascade); its lessons keep their cancellation only if still cancelled. */
export async function deleteClosure(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('closures').where('id', '=', id).execute();
}
