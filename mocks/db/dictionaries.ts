import { defaultSources, defaultStatuses, type StatusType, serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import { rowsOfSchool } from './school-rows';
import { deleteRows, insertRow } from './table';
import type { MockTables, SourceRow, StatusRow } from './tables';

/** What registration gives a new school, statuses first, so ids follow the server's seed order. */
export function seedDictionaries(db: MockTables, schoolId: number): void {
  for (const status of defaultStatuses) insertRow(db.statuses, { ...status, school_id: schoolId });
  for (const name of defaultSources) insertRow(db.sources, { name, school_id: schoolId });
}

/** The school's default status of a kind: the one with the lowest id, or none when the list is empty. */
export function firstStatusId(db: MockTables, schoolId: number, type: StatusType): number | null {
  return rowsOfSchool(db.statuses, schoolId).find((status) => status.type === type)?.id ?? null;
}

export function firstSourceId(db: MockTables, schoolId: number): number | null {
  return rowsOfSchool(db.sources, schoolId)[0]?.id ?? null;
}

/** A status still on a lead or a student may be renamed but not deleted (409). */
export function deleteStatus(db: MockTables, status: StatusRow): void {
  const inUse =
    db.leads.rows.some((lead) => lead.status_id === status.id) ||
    db.students.rows.some((student) => student.status_id === status.id);
  if (inUse) throw apiErrors.conflict(serverErrors.statusInUse);
  deleteRows(db.statuses, (row) => row.id === status.id);
}

export function deleteSource(db: MockTables, source: SourceRow): void {
  if (db.leads.rows.some((lead) => lead.source_id === source.id)) {
    throw apiErrors.conflict(serverErrors.sourceInUse);
  }
  deleteRows(db.sources, (row) => row.id === source.id);
}
