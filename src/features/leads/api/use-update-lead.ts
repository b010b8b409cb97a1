import type { Lead, LeadUpdateInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { alertFailure } from '../alert-failure';
import { mergeLead } from '../merge-lead';
import { leadQueries } from './lead-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile (names of a new status, source, group). */
export type LeadUpdate = { id: number; changes: LeadUpdateInput; preview: Partial<Lead> };

/** PATCH /leads/update/{id} with the changed fields: shown at once, taken back with an alert if refused. */
export function useUpdateLead(schoolId: number) {
  const listKey = leadQueries.list(schoolId).queryKey;
  return useWrite({
    mutationKey: mutationKey('leads', 'update'),
    request: ({ id, changes }: LeadUpdate) => callApi('leadUpdate', { id, json: changes }),
    optimistic: ({ id, preview }) => [
      cachedView<Lead[]>(listKey, (leads) =>
        leads.map((lead) => (lead.id === id ? { ...lead, ...preview } : lead)),
      ),
    ],
    // The answer is the stored lead, with the names of its status, source and groups: the one list showing leads
    // (the table, the lesson waitlists' picker) takes it as it is, by the spec's merge rule.
    answered: (updated) => [cachedView<Lead[]>(listKey, (leads) => upsertById(leads, updated, mergeLead))],
    onFailure: alertFailure,
  });
}
