import { type Kysely, sql } from 'kysely';
import type { Closure, DateWindow } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { lessonsView } from '../lessons/service.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';

// Closures, their groups and the days they gave back to passes (docs/closures.md). The lessons they cancel and the
// passes they extend are the lessons' and the subscriptions' modules' own rows, changed through their services.

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
        .selectFrom(lessonsView(db).as('lessons'))
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
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'closure_groups.group_id')
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

/** Records the days a closure gave back to a pass (the pass's new end is the subscriptions module's). */
export async function insertExtension(
  db: Kysely<Database>,
  extension: {
    school_id: number;
    subscription_id: number;
    closure_id: number;
    days: number;
    created_at: string;
  },
): Promise<void> {
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

/** The passes a closure extended, with the days it gave each. */
export async function extensionsOf(db: Kysely<Database>, closureId: number) {
  return db
    .selectFrom('subscription_extensions')
    .select(['subscription_id', 'days'])
    .where('closure_id', '=', closureId)
    .execute();
}

/** Its groups and extensions go with it (cascade); its lessons keep their cancellation only if still cancelled. */
export async function deleteClosure(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('closures').where('id', '=', id).execute();
}

/** A closure as generation needs it: its days and its groups (empty: the whole school). */
export type ClosureCover = { id: number; starts_on: string; ends_on: string; group_ids: ReadonlySet<number> };

/** The school's closures that overlap the window: a lesson generated inside one is born cancelled. */
export async function closuresInWindow(
  db: Kysely<Database>,
  schoolId: number,
  window: DateWindow,
): Promise<ClosureCover[]> {
  const closures = await db
    .selectFrom('closures')
    .select(['id', 'starts_on', 'ends_on'])
    .where('school_id', '=', schoolId)
    .where('starts_on', '<=', window.to)
    .where('ends_on', '>=', window.from)
    .execute();
  if (closures.length === 0) return [];
  const groups = await db
    .selectFrom('closure_groups')
    .select(['closure_id', 'group_id'])
    .where(
      'closure_id',
      'in',
      closures.map((closure) => closure.id),
    )
    .execute();
  return closures.map((closure) => ({
    ...closure,
    starts_on: String(closure.starts_on).slice(0, 10),
    ends_on: String(closure.ends_on).slice(0, 10),
    group_ids: new Set(
      groups.filter((row) => row.closure_id === closure.id).map((row) => Number(row.group_id)),
    ),
  }));
}

/** The closure that covers a lesson of `groupId` on `date`, if any. */
export function closureCovering(closures: readonly ClosureCover[], groupId: number, date: string) {
  return closures.find(
    (closure) =>
      closure.starts_on <= date &&
      date <= closure.ends_on &&
      (closure.group_ids.size === 0 || closure.group_ids.has(groupId)),
  );
}
