import type { z } from 'zod';
import { LEAD_PLACEHOLDER_NAME, type leadCreateSchema, type leadUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { firstSourceId, firstStatusId } from './dictionaries';
import { removeMemberships, requestedGroups, setGroups } from './memberships';
import { referencedSource, referencedStatus } from './school-rows';
import { deleteRows, insertRow } from './table';
import type { LeadRow, MockTables } from './tables';

export type NewLead = Omit<z.output<typeof leadCreateSchema>, 'school_id'>;
export type LeadChanges = z.output<typeof leadUpdateSchema>;

type Author = { schoolId: number; userId: number | null; createdAt?: string };

/** Leads of a school, newest first (spec: by id descending). */
export function leadsOf(db: MockTables, schoolId: number): LeadRow[] {
  return db.leads.rows.filter((lead) => lead.school_id === schoolId).sort((a, b) => b.id - a.id);
}

/** Every reference is checked before the first write; blanks get the spec's defaults. */
export function createLead(db: MockTables, { schoolId, userId, createdAt }: Author, input: NewLead): LeadRow {
  const groups = requestedGroups(db, schoolId, 'lead', input) ?? [];
  const sourceId =
    input.source_id === undefined
      ? firstSourceId(db, schoolId)
      : referencedSource(db, schoolId, input.source_id).id;
  const statusId =
    input.status_id === undefined
      ? firstStatusId(db, schoolId, 'lead')
      : referencedStatus(db, schoolId, input.status_id, 'lead').id;
  const lead = insertRow(db.leads, {
    school_id: schoolId,
    name: input.name || LEAD_PLACEHOLDER_NAME,
    phone: input.phone,
    trial_date: input.trial_date,
    qualification: input.qualification,
    source_id: sourceId,
    status_id: statusId,
    created_by: userId,
    created_at: createdAt ?? mockNow().toISOString(),
    converted_to_client_at: null,
  });
  setGroups(db, schoolId, 'lead', lead.id, groups);
  return lead;
}

export function updateLead(db: MockTables, lead: LeadRow, changes: LeadChanges): void {
  const groups = requestedGroups(db, lead.school_id, 'lead', changes);
  if (changes.source_id !== undefined) referencedSource(db, lead.school_id, changes.source_id);
  if (changes.status_id !== undefined) referencedStatus(db, lead.school_id, changes.status_id, 'lead');
  if (changes.name !== undefined) lead.name = changes.name;
  if (changes.phone !== undefined) lead.phone = changes.phone;
  if (changes.trial_date !== undefined) lead.trial_date = changes.trial_date;
  if (changes.qualification !== undefined) lead.qualification = changes.qualification;
  if (changes.source_id !== undefined) lead.source_id = changes.source_id;
  if (changes.status_id !== undefined) lead.status_id = changes.status_id;
  if (groups) setGroups(db, lead.school_id, 'lead', lead.id, groups);
}

export function deleteLead(db: MockTables, lead: LeadRow): void {
  removeMemberships(db, 'lead', lead.id);
  deleteRows(db.leads, (row) => row.id === lead.id);
}
