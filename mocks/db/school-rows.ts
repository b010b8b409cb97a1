import { type GroupEntityType, type StatusType, serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import type { Table } from './table';
import type { GroupRow, MockTables } from './tables';

type SchoolRow = { id: number; school_id: number };

/** The rows of one school, by id ascending (the server's default order). */
export function rowsOfSchool<T extends SchoolRow>(table: Table<T>, schoolId: number): T[] {
  return table.rows.filter((row) => row.school_id === schoolId).sort((a, b) => a.id - b.id);
}

/** A row addressed by a path id: unknown and another school's alike answer 404, so ids leak nothing. */
export function ownRow<T extends SchoolRow>(table: Table<T>, schoolId: number, id: number): T {
  const row = table.rows.find((candidate) => candidate.id === id);
  if (!row || row.school_id !== schoolId) throw apiErrors.notFound();
  return row;
}

// Ids referenced from a body answer 400 instead: the request is wrong, not the address.

function referenced<T extends SchoolRow>(table: Table<T>, schoolId: number, id: number, message: string): T {
  const row = table.rows.find((candidate) => candidate.id === id);
  if (!row || row.school_id !== schoolId) throw apiErrors.badRequest(message);
  return row;
}

/** A status of the school (else unknownStatus) of the row's kind (else statusTypeMismatch). */
export function checkStatus(db: MockTables, schoolId: number, id: number, type: StatusType): void {
  const status = referenced(db.statuses, schoolId, id, serverErrors.unknownStatus);
  if (status.type !== type) throw apiErrors.badRequest(serverErrors.statusTypeMismatch);
}

export function checkSource(db: MockTables, schoolId: number, id: number): void {
  referenced(db.sources, schoolId, id, serverErrors.unknownSource);
}

/** A group of the school (else unknownGroup) of the given table (else groupTypeMismatch). */
export function referencedGroup(
  db: MockTables,
  schoolId: number,
  id: number,
  entityType: GroupEntityType,
): GroupRow {
  const group = referenced(db.groups, schoolId, id, serverErrors.unknownGroup);
  if (group.entity_type !== entityType) throw apiErrors.badRequest(serverErrors.groupTypeMismatch);
  return group;
}

/** Every client id must be a client of the school. */
export function checkClients(db: MockTables, schoolId: number, clientIds: readonly number[]): void {
  for (const id of clientIds) referenced(db.clients, schoolId, id, serverErrors.unknownClient);
}
