import type { z } from 'zod';
import { LEAD_PLACEHOLDER_NAME, type leadCreateSchema, type leadUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { firstSourceId, firstStatusId } from './dictionaries';
import { checkGroups, removeMemberships, requestedGroups, setGroups } from './memberships';
import { checkSource, checkStatus, ownRow } from './school-rows';
import { deleteRows, insertRow } from './table';
import type { LeadRow, MockTables } from './tables';

export type NewLead = Omit<z.output<typeof leadCreateSchema>, 'school_id'>;
export type LeadChanges = z.output<typeof leadUpdateSchema>;

type Author = { schoolId: number; userId: number | null; createdAt?: string };

/** Leads of a school, newest first (spec: by id descending). */
export function leadsOf(db: MockTables, schoolId: number): LeadRow[] {
  return db.leads.rows.filter((lead) => lead.school_id === schoolId).sort((a, b) => b.id - a.id);
}

/** Source, then status, then groups: every reference is checked before the first write. */
function checkLeadReferences(
  db: MockTables,
  schoolId: number,
  input: { source_id?: number; status_id?: number },
  groups: number[] | undefined,
): void {
  if (input.source_id !== undefined) checkSource(db, schoolId, input.source_id);
  if (input.status_id !== undefined) checkStatus(db, schoolId, input.status_id, 'lead');
  checkGroups(db, schoolId, 'lead', groups);
}

/** Blanks get the spec's defaults: the placeholder name, the school's first source and lead status. */
export function createLead(db: MockTables, { schoolId, userId, createdAt }: Author, input: NewLead): LeadRow {
  const groups = requestedGroups(input) ?? [];
  checkLeadReferences(db, schoolId, input, groups);
  const lead = insertRow(db.leads, {
    school_id: schoolId,
    name: input.name || LEAD_PLACEHOLDER_NAME,
    phone: input.phone,
    trial_date: input.trial_date,
    qualification: input.qualification,
    source_id: input.source_id ?? firstSourceId(db, schoolId),
    status_id: input.status_id ?? firstStatusId(db, schoolId, 'lead'),
    created_by: userId,
    created_at: createdAt ?? mockNow().toISOString(),
    converted_to_client_at: null,
  });
  setGroups(db, schoolId, 'lead', lead.id, groups);
  return lead;
}

export function updateLead(db: MockTables, schoolId: number, leadId: number, changes: LeadChanges): LeadRow {
  const groups = requestedGroups(changes);
  const lead = ownRow(db.leads, schoolId, leadId);
  checkLeadReferences(db, schoolId, changes, groups);
  if (changes.name !== undefined) lead.name = changes.name;
  if (changes.phone !== undefined) lead.phone = changes.phone;
  if (changes.trial_date !== undefined) lead.trial_date = changes.trial_date;
  if (changes.qualification !== undefined) lead.qualification = changes.qualification;
  if (changes.source_id !== undefined) lead.source_id = changes.source_id;
  if (changes.status_id !== undefined) lead.status_id = changes.status_id;
  if (groups) setGroups(db, schoolId, 'lead', lead.id, groups);
  return lead;
}

export function deleteLead(db: MockTables, lead: LeadRow): void {
  removeMemberships(db, 'lead', lead.id);
  deleteRows(db.leads, (row) => row.id === lead.id);
}
