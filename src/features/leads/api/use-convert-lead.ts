import type { Lead, LeadConversionInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifySuccess } from '@/ui/notify';
import { mergeLead } from '../merge-lead';
import { leadTexts } from '../texts';
import { leadQueries } from './lead-queries';

// The lists conversion adds to, by the key prefixes of their features (which this one does not import).
const listsConversionFills = [resourceKeys.students, resourceKeys.clients];

/**
 * POST /leads/convert/{id}: the lead becomes a student (and its parent a client) in one transaction. Not
 * optimistic: the dialog waits for the answer, so a refusal leaves the form filled in with the reason.
 */
export function useConvertLead(schoolId: number) {
  return useWrite({
    mutationKey: mutationKey('leads', 'convert'),
    request: ({ lead, input }: { lead: Lead; input: LeadConversionInput }) =>
      callApi('leadConvert', { id: lead.id, json: input }),
    answered: ({ lead }) => [
      cachedView<Lead[]>(leadQueries.list(schoolId).queryKey, (leads) => upsertById(leads, lead, mergeLead)),
    ],
    // The answer names the new student, not the rows the other lists show (their groups, a parent's links).
    refresh: () => listsConversionFills.map((queryKey) => ({ queryKey })),
    onSuccess: ({ student }) => notifySuccess(leadTexts.converted(student.name)),
  });
}
