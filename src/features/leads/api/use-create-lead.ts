import type { Group, Lead } from '@/contract';
import { now } from '@/lib/clock';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { alertFailure } from '../alert-failure';
import { mergeLead } from '../merge-lead';
import { leadQueries } from './lead-queries';

type NewLead = { id: number; name: string; group: Group | null };

/** How a new lead looks until the server answers with its id, defaults, source, status and author. */
function placeholderLead({ id, name, group }: NewLead, schoolId: number): Lead {
  return {
    id,
    name,
    phone: '',
    trial_date: null,
    qualification: '',
    created_at: now().toISOString(),
    converted_to_client_at: null,
    source_id: null,
    source_name: null,
    status_id: null,
    status_name: null,
    created_by: null,
    school_id: schoolId,
    group_id: group?.id ?? null,
    groups: group ? [{ id: group.id, name: group.name }] : [],
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  };
}

/**
 * POST /leads/create: the new lead's row appears at the top at once, in the group being viewed (so it stays in
 * view); the server fills the school's first source and status. A refusal takes the row back with an alert.
 */
export function useCreateLead(schoolId: number) {
  const listKey = leadQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('leads', 'create'),
    request: ({ name, group }: NewLead) =>
      callApi('leadCreate', { json: { school_id: schoolId, name, group_id: group?.id ?? null } }),
    optimistic: (variables) => [
      cachedView<Lead[]>(listKey, (leads) => [...leads, placeholderLead(variables, schoolId)]),
    ],
    answered: (created, { id }) => [
      cachedView<Lead[]>(listKey, (leads) =>
        upsertById(
          leads.filter((lead) => lead.id !== id),
          created,
          mergeLead,
        ),
      ),
    ],
    onFailure: alertFailure,
  });
  return {
    ...mutation,
    create: (name: string, group: Group | null) => mutation.mutate({ id: temporaryId(), name, group }),
  };
}
