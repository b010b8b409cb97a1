import type { Kysely } from 'kysely';
import type { GroupRef, Lead } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsByMember, membershipFields } from '../groups/service.ts';
import type { RowScope } from '../shared/row-scope.ts';
import { sourcesView } from '../sources/service.ts';
import { statusesView } from '../statuses/service.ts';
import { staffProfilesView } from '../users/service.ts';

/** Leads with the names the answer shows joined in: source, status and the creator's full name. */
function selectLeads(db: Kysely<Database>, scope: RowScope) {
  let query = db
    .selectFrom('leads')
    .leftJoin(sourcesView(db).as('sources'), 'sources.id', 'leads.source_id')
    .leftJoin(statusesView(db).as('statuses'), 'statuses.id', 'leads.status_id')
    .leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'leads.created_by')
    .select([
      'leads.id',
      'leads.name',
      'leads.phone',
      'leads.trial_date',
      'leads.qualification',
      'leads.created_at',
      'leads.converted_to_client_at',
      'leads.source_id',
      'sources.name as source_name',
      'leads.status_id',
      'statuses.name as status_name',
      'user_profiles.full_name as created_by',
      'leads.school_id',
      'leads.utm_source',
      'leads.utm_medium',
      'leads.utm_campaign',
    ])
    .where('leads.school_id', '=', scope.schoolId);
  if (scope.id !== undefined) query = query.where('leads.id', '=', scope.id);
  return query.orderBy('leads.id', 'desc');
}

type LeadRow = Omit<Lead, 'group_id' | 'groups'>;

/** The Lead object of the contract, keys in its order (the mocks build the same). */
function toLead(row: LeadRow, groups: GroupRef[] | undefined): Lead {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    trial_date: row.trial_date,
    qualification: row.qualification,
    created_at: row.created_at,
    converted_to_client_at: row.converted_to_client_at,
    source_id: row.source_id,
    source_name: row.source_name,
    status_id: row.status_id,
    status_name: row.status_name,
    created_by: row.created_by,
    school_id: row.school_id,
    ...membershipFields(groups),
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
  };
}

/** The school's leads newest first (or the one lead of `scope.id`): two queries whatever the count. */
export async function readLeads(db: Kysely<Database>, scope: RowScope): Promise<Lead[]> {
  const [rows, groups] = await Promise.all([
    selectLeads(db, scope).execute(),
    groupsByMember(db, 'lead', scope),
  ]);
  return rows.map((row) => toLead(row, groups.get(row.id)));
}

export async function readLead(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Lead | undefined> {
  const [lead] = await readLeads(db, { schoolId, id });
  return lead;
}
