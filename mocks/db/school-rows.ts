import { type GroupEntityType, type StatusType, serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import type { Table } from './table';
import type { ClientRow, GroupRow, MockTables, SourceRow, StatusRow } from './tables';

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

export function referencedStatus(db: MockTables, schoolId: number, id: number, type: StatusType): StatusRow {
  const status = referenced(db.statuses, schoolId, id, serverErrors.unknownStatus);
  if (status.type !== type) throw apiErrors.badRequest(serverErrors.statusTypeMismatch);
  return status;
}

export function referencedSource(db: MockTables, schoolId: number, id: number): SourceRow {
  return referenced(db.sources, schoolId, id, serverErrors.unknownSource);
}

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

export function referencedClient(db: MockTables, schoolId: number, id: number): ClientRow {
  return referenced(db.clients, schoolId, id, serverErrors.unknownClient);
}
