import { type Kysely, sql } from 'kysely';
import { type GroupEntityType, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from './domain-errors.ts';
import { membershipTables } from './membership-tables.ts';
import { lockedOnPostgres } from './row-locks.ts';

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
