import type { Lead, LeadUpdateInput } from '@/contract';
import { callApi } from '@/lib/http';
import { upsertById } from '@/lib/upsert-by-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { alertFailure } from '../alert-failure';
import { mergeLead } from '../merge-lead';
import { leadQueries } from './lead-queries';

/** `changes` go to the server; `preview` is how the row reads meanwhile (names of a new status, source, group). */
export type LeadUpdate = { id: number; changes: LeadUpdateInput; preview: Partial<Lead> };

/** PATCH /leads/update/{id} with the changed fields: shown at once, taken back with an alert if refused. */
export function useUpdateLead(schoolId: number) {
  return useListMutation<Lead, LeadUpdate, Lead>({
    mutationKey: ['leads', 'update'],
    listKey: leadQueries.list(schoolId).queryKey,
    request: ({ id, changes }) => callApi('leadUpdate', { id, json: changes }),
    optimistic: (leads, { id, preview }) =>
      leads.map((lead) => (lead.id === id ? { ...lead, ...preview } : lead)),
    merge: (leads, updated) => upsertById(leads, updated, mergeLead),
    onFailure: alertFailure,
  });
}
