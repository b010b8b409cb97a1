import type { Kysely } from 'kysely';
import { type Group, type GroupEntityType, groupNameKey } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';

export type GroupValues = {
  name: string;
  entity_type: GroupEntityType;
  color: string;
  capacity: number | null;
  /** 1/0, as every boolean written here. */
  open_for_trials: number;
};
export type GroupPatch = Partial<
  Pick<GroupValues, 'name' | 'color' | 'capacity' | 'open_for_trials'> & { charge_absence: number }
>;

const columns = [
  'id',
  'name',
  'entity_type',
  'school_id',
  'color',
  'charge_absence',
  'capacity',
  'open_for_trials',
] as const;

type GroupRow = Omit<Group, 'charge_absence' | 'open_for_trials'> & {
  charge_absence: boolean | number;
  open_for_trials: boolean | number;
};

/** The Group object of the contract, keys in its order (the mocks build the same). */
const toGroup = (row: GroupRow): Group => ({
  id: row.id,
  name: row.name,
  entity_type: row.entity_type,
  school_id: row.school_id,
  color: row.color,
  charge_absence: toBoolean(row.charge_absence),
  capacity: row.capacity,
  open_for_trials: toBoolean(row.open_for_trials),
});

export async function listGroups(
  db: Kysely<Database>,
  schoolId: number,
  entityType?: GroupEntityType,
): Promise<Group[]> {
  let query = db.selectFrom('groups').select(columns).where('school_id', '=', schoolId);
  if (entityType) query = query.where('entity_type', '=', entityType);
  const rows = await query.orderBy('id').execute();
  return rows.map(toGroup);
}

export async function findGroup(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Group | undefined> {
  const row = await db
    .selectFrom('groups')
    .select(columns)
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toGroup(row);
}

export async function countGroups(db: Kysely<Database>, schoolId: number): Promise<number> {
  const { count } = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertGroup(
  db: Kysely<Database>,
  schoolId: number,
  group: GroupValues,
): Promise<number> {
  const { id } = await db
    .insertInto('groups')
    .values({ ...group, school_id: schoolId, name_key: groupNameKey(group.name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateGroup(db: Kysely<Database>, id: number, patch: GroupPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .updateTable('groups')
    .set({ ...patch, ...(patch.name !== undefined && { name_key: groupNameKey(patch.name) }) })
    .where('id', '=', id)
    .execute();
}

/** Memberships go with the group through ON DELETE CASCADE; the leads, students and clients stay. */
export async function deleteGroup(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

/**
 * The groups as other modules join them — read-only (docs/architecture.md, «Tables and their owners»):
 * `innerJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')` for a group's name and colour.
 */
export function groupsView(db: Kysely<Database>) {
  return db
    .selectFrom('groups')
    .select(['groups.id', 'groups.school_id', 'groups.name', 'groups.color', 'groups.charge_absence']);
}

/** What charging a visit needs of a lesson's group: whether an absence takes a visit, and its name for the line. */
export function chargeTermsOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('groups')
    .select(['charge_absence', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Which of these ids are student groups of the school, locked (shared) until the write commits. */
export function studentGroupsAmong(db: Kysely<Database>, schoolId: number, ids: number[]) {
  const query = db
    .selectFrom('groups')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('entity_type', '=', 'student')
    .where('id', 'in', ids);
  return lockedOnPostgres(db, query, 'share').execute();
}

/** The school's student groups by name, with their capacity and how many students are in each. */
export function studentGroupsWithMembers(
  db: Kysely<Database>,
  schoolId: number,
  /** Only the groups the school's public form offers trials in (docs/join-form.md). */
  { openForTrials = false } = {},
) {
  return db
    .selectFrom('groups')
    .leftJoin('student_groups', 'student_groups.group_id', 'groups.id')
    .select((eb) => [
      'groups.id',
      'groups.name',
      'groups.capacity',
      eb.fn.count<number>('student_groups.student_id').as('members'),
    ])
    .where('groups.school_id', '=', schoolId)
    .where('groups.entity_type', '=', 'student')
    .$if(openForTrials, (query) => query.where('groups.open_for_trials', '=', toSqlBoolean(true)))
    .groupBy(['groups.id', 'groups.name', 'groups.capacity'])
    .orderBy('groups.name')
    .execute();
}
