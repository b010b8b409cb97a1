import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Lead } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { TableSection } from '@/ui/table-section';
import { leadQueries } from '../api/lead-queries';
import { useCreateLead } from '../api/use-create-lead';
import { useDeleteLead } from '../api/use-delete-lead';
import { useUpdateLead } from '../api/use-update-lead';
import { leadExportColumns } from '../lead-export';
import type { LeadOptions } from '../lead-options';
import { leadTexts } from '../texts';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { LeadsTable } from './leads-table';

type LeadsSectionProps = {
  schoolId: number;
  /** The selected group tab: its id, `null` for «Все», `undefined` while the groups load. */
  groupId: number | null | undefined;
  options: LeadOptions;
  /** More toolbar buttons (dictionaries). */
  /** Why a dictionary (statuses, sources) did not load. */
  optionsError?: string | null;
  actions?: ReactNode;
  /** The group tabs. */
  footer: ReactNode;
};

const phoneOf = (lead: Lead) => lead.phone;

/** The /leads page: search, add, the table of the selected group, conversion and removal. */
export function LeadsSection({
  schoolId,
  groupId,
  options,
  optionsError,
  actions,
  footer,
}: LeadsSectionProps) {
  const leads = useQuery(leadQueries.list(schoolId));
  const createLead = useCreateLead(schoolId);
  const { mutate: updateLead } = useUpdateLead(schoolId);
  const deleteLead = useDeleteLead(schoolId);
  const [converting, setConverting] = useState<Lead | null>(null);

  return (
    <TableSection
      texts={leadTexts}
      rows={leads.data}
      error={leads.isError ? toErrorMessage(leads.error, 'leads') : null}
      optionsError={optionsError}
      groupId={groupId}
      groups={options.groups}
      phoneOf={phoneOf}
      onAdd={(name) => createLead.create(name, options.groups.find((group) => group.id === groupId) ?? null)}
      onRemove={(lead) => deleteLead.mutate(lead.id)}
      actions={actions}
      exportColumns={leadExportColumns}
      footer={footer}
    >
      {(view) => (
        <>
          <LeadsTable
            leads={view.rows}
            options={options}
            empty={view.empty}
            onUpdate={updateLead}
            onConvert={setConverting}
            onRemove={view.onRemove}
          />
          <ConvertLeadDialog
            schoolId={schoolId}
            lead={converting}
            options={options}
            onClose={() => setConverting(null)}
          />
        </>
      )}
    </TableSection>
  );
}
