import { type Kysely, sql } from 'kysely';
import { type GroupEntityType, type GroupRef, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { RowScope } from '../shared/row-scope.ts';

// Who is in which group: each kind of row keeps its memberships in its own table (lead_groups, student_groups,
// client_groups), with real foreign keys on both sides. The groups module owns all three; leads, students and
// clients set and read their rows' groups through these functions (docs/architecture.md, «Tables and their owners»).

type MembershipInput = { group_id?: number | null; groups?: number[] };

/**
 * The group set a write asks for (docs/api-people.md): `groups` replaces the set, `group_id` makes it exactly
 * `[N]` or none; both at once is a 400. `undefined` means the write leaves the memberships alone.
 */
export function requestedGroups(input: MembershipInput): number[] | undefined {
  if (input.group_id !== undefined && input.groups !== undefined) {
    throw invalid(serverErrors.groupFieldsTogether);
  }
  if (input.groups !== undefined) return [...new Set(input.groups)];
  if (input.group_id === undefined) return undefined;
  return input.group_id === null ? [] : [input.group_id];
}

/** Every id must be a group of the school (else unknownGroup) of the row's own table (else groupTypeMismatch). */
export async function assertGroupsOf(
  db: Kysely<Database>,
  schoolId: number,
  entityType: GroupEntityType,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  const query = db
    .selectFrom('groups')
    .select(['id', 'entity_type'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', groupIds);
  // Locked until the write commits, so a group deleted meanwhile waits instead of breaking the membership.
  const found = await lockedOnPostgres(db, query, 'share').execute();
  if (found.length !== groupIds.length) throw invalid(serverErrors.unknownGroup);
  if (found.some((group) => group.entity_type !== entityType)) {
    throw invalid(serverErrors.groupTypeMismatch);
  }
}

/** Those of the ids that are still groups of the school of the row's kind (a restore's kept groups). */
export async function existingGroupsOf(
  db: Kysely<Database>,
  schoolId: number,
  entityType: GroupEntityType,
  groupIds: readonly number[],
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const query = db
    .selectFrom('groups')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('entity_type', '=', entityType)
    .where('id', 'in', [...groupIds])
    .orderBy('id');
  const found = await lockedOnPostgres(db, query, 'share').execute();
  return found.map((group) => Number(group.id));
}

/** Each kind of row's membership table and its row's id column. */
const membershipTables = {
  lead: { table: 'lead_groups', member: 'lead_id' },
  student: { table: 'student_groups', member: 'student_id' },
  client: { table: 'client_groups', member: 'client_id' },
} as const satisfies Record<GroupEntityType, { table: string; member: string }>;

/** Makes the row's memberships exactly `groupIds` (already checked with `assertGroupsOf`). */
export async function replaceMemberships(
  db: Kysely<Database>,
  entityType: GroupEntityType,
  memberId: number,
  groupIds: readonly number[],
): Promise<void> {
  const { table, member } = membershipTables[entityType];
  await sql`delete from ${sql.table(table)} where ${sql.ref(member)} = ${memberId}`.execute(db);
  if (groupIds.length === 0) return;
  const rows = groupIds.map((groupId) => sql`(${memberId}, ${groupId})`);
  await sql`insert into ${sql.table(table)} (${sql.ref(member)}, group_id) values ${sql.join(rows)}`.execute(
    db,
  );
}

type MembershipRow = { member_id: number; group_id: number };

/**
 * The groups of every row in scope, in one query whatever the list's length: memberships are joined to the
 * school's groups (never filtered by a list of row ids, which SQLite caps at its bound-parameter limit).
 * Each row's groups come sorted by group id; rows without groups are absent from the map.
 */
export async function groupsByMember(
  db: Kysely<Database>,
  entityType: GroupEntityType,
  scope: RowScope,
): Promise<Map<number, GroupRef[]>> {
  const { table, member } = membershipTables[entityType];
  // One shape for the three membership tables: the row's id column is renamed to member_id.
  const memberships = sql<MembershipRow>`(select ${sql.ref(member)} as member_id, group_id from ${sql.table(table)})`;
  let query = db
    .selectFrom(memberships.as('m'))
    .innerJoin('groups', 'groups.id', 'm.group_id')
    .select(['m.member_id', 'groups.id', 'groups.name'])
    .where('groups.school_id', '=', scope.schoolId);
  if (scope.id !== undefined) query = query.where('m.member_id', '=', scope.id);
  const rows = await query.orderBy('m.member_id').orderBy('groups.id').execute();

  const byMember = new Map<number, GroupRef[]>();
  for (const row of rows) {
    const groups = byMember.get(row.member_id) ?? [];
    groups.push({ id: row.id, name: row.name });
    byMember.set(row.member_id, groups);
  }
  return byMember;
}

/** `groups` and `group_id` (the first group, or null) as every answer carries them. */
export function membershipFields(groups: GroupRef[] = []): { group_id: number | null; groups: GroupRef[] } {
  return { group_id: groups[0]?.id ?? null, groups };
}

/** Puts a student into one more group (a waitlist's offer accepted); already there, nothing changes. */
export async function addStudentToGroup(db: Kysely<Database>, studentId: number, groupId: number) {
  const there = await db
    .selectFrom('student_groups')
    .select('group_id')
    .where('student_id', '=', studentId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!there)
    await db.insertInto('student_groups').values({ student_id: studentId, group_id: groupId }).execute();
}

/**
 * The students' memberships as other modules join them — read-only (docs/architecture.md, «Tables and their
 * owners»): who is on a lesson's roll, whose passes a closure extends.
 */
export function studentGroupsView(db: Kysely<Database>) {
  return db.selectFrom('student_groups').select(['student_groups.student_id', 'student_groups.group_id']);
}
