import { type GroupEntityType, type GroupRef, serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import { deleteRows, insertRow, type Table } from './table';
import type { MembershipRow, MockTables } from './tables';

/** The membership fields of a write (`membershipFields` of the contract). */
export type MembershipInput = { group_id?: number | null; groups?: number[] };

function membershipTable(db: MockTables, entityType: GroupEntityType): Table<MembershipRow> {
  if (entityType === 'lead') return db.lead_groups;
  if (entityType === 'student') return db.student_groups;
  return db.client_groups;
}

/**
 * The group set a write asks for: `groups` replaces the set, `group_id` makes it exactly one group (or none).
 * Undefined when the write leaves the membership alone. Both fields at once is a malformed body, refused
 * before any row is looked up (docs/api.md: body validation comes before school scoping).
 */
export function requestedGroups(input: MembershipInput): number[] | undefined {
  if (input.group_id !== undefined && input.groups !== undefined) {
    throw apiErrors.badRequest(serverErrors.groupFieldsTogether);
  }
  if (input.groups !== undefined) return [...new Set(input.groups)];
  if (input.group_id === undefined) return undefined;
  return input.group_id === null ? [] : [input.group_id];
}

/**
 * Every group must be the school's (else unknownGroup, whichever comes first in the list) and of the row's
 * own table (else groupTypeMismatch).
 */
export function checkGroups(
  db: MockTables,
  schoolId: number,
  entityType: GroupEntityType,
  groupIds: readonly number[] | undefined,
): void {
  const groups = (groupIds ?? []).map((id) =>
    db.groups.rows.find((group) => group.id === id && group.school_id === schoolId),
  );
  if (groups.some((group) => group === undefined)) throw apiErrors.badRequest(serverErrors.unknownGroup);
  if (groups.some((group) => group?.entity_type !== entityType)) {
    throw apiErrors.badRequest(serverErrors.groupTypeMismatch);
  }
}

export function setGroups(
  db: MockTables,
  schoolId: number,
  entityType: GroupEntityType,
  memberId: number,
  groupIds: readonly number[],
): void {
  const table = membershipTable(db, entityType);
  deleteRows(table, (row) => row.member_id === memberId);
  for (const groupId of groupIds)
    insertRow(table, { school_id: schoolId, group_id: groupId, member_id: memberId });
}

export function removeMemberships(db: MockTables, entityType: GroupEntityType, memberId: number): void {
  deleteRows(membershipTable(db, entityType), (row) => row.member_id === memberId);
}

/** Removes every membership in a group (the rows stay). */
export function emptyGroup(db: MockTables, entityType: GroupEntityType, groupId: number): void {
  deleteRows(membershipTable(db, entityType), (row) => row.group_id === groupId);
}

/** A row's groups as answered: `[{ id, name }]` by group id. */
export function groupRefsOf(db: MockTables, entityType: GroupEntityType, memberId: number): GroupRef[] {
  const ids = new Set(
    membershipTable(db, entityType)
      .rows.filter((row) => row.member_id === memberId)
      .map((row) => row.group_id),
  );
  return db.groups.rows
    .filter((group) => ids.has(group.id))
    .sort((a, b) => a.id - b.id)
    .map((group) => ({ id: group.id, name: group.name }));
}
