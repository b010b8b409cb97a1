import type { Lead } from '@/contract';
import { findProfile } from '../db/accounts';
import { groupRefsOf } from '../db/memberships';
import { findRow } from '../db/table';
import type { LeadRow, MockTables } from '../db/tables';

/** A lead with its source and status names, its author's full name and its groups joined in. */
export function leadJson(db: MockTables, lead: LeadRow): Lead {
  const groups = groupRefsOf(db, 'lead', lead.id);
  const source = lead.source_id === null ? undefined : findRow(db.sources, lead.source_id);
  const status = lead.status_id === null ? undefined : findRow(db.statuses, lead.status_id);
  // A deleted author leaves null behind, like the server's ON DELETE SET NULL.
  const author = lead.created_by === null ? undefined : findProfile(db, lead.created_by);
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    trial_date: lead.trial_date,
    qualification: lead.qualification,
    created_at: lead.created_at,
    converted_to_client_at: lead.converted_to_client_at,
    source_id: lead.source_id,
    source_name: source?.name ?? null,
    status_id: lead.status_id,
    status_name: status?.name ?? null,
    created_by: author?.full_name ?? null,
    school_id: lead.school_id,
    group_id: groups[0]?.id ?? null,
    groups,
  };
}
