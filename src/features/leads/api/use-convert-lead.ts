import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadConversionInput } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { upsertById } from '@/lib/upsert-by-id';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'convert'],
    mutationFn: ({ lead, input }: { lead: Lead; input: LeadConversionInput }) =>
      callApi('leadConvert', { id: lead.id, json: input }),
    onSuccess: ({ lead, student }) => {
      queryClient.setQueryData<Lead[]>(leadQueries.list(schoolId).queryKey, (leads) =>
        leads ? upsertById(leads, lead, mergeLead) : leads,
      );
      for (const queryKey of listsConversionFills) void queryClient.invalidateQueries({ queryKey });
      notifySuccess(leadTexts.converted(student.name));
    },
  });
}
