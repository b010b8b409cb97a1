import { type Kysely, sql } from 'kysely';
import type { GroupEntityType, GroupRef } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { membershipTables, type RowScope } from './membership-tables.ts';

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
