import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Lead } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { TablePage } from '@/ui/table-page';
import { tableTexts } from '@/ui/table-texts';
import { TableToolbar } from '@/ui/table-toolbar';
import { useVisibleRows } from '@/ui/use-visible-rows';
import { leadQueries } from '../api/lead-queries';
import { useCreateLead } from '../api/use-create-lead';
import { useDeleteLead } from '../api/use-delete-lead';
import { useUpdateLead } from '../api/use-update-lead';
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
  actions?: ReactNode;
  /** The group tabs. */
  footer: ReactNode;
};

const phoneOf = (lead: Lead) => lead.phone;

/** The /leads page: search, add, the table of the selected group, conversion and removal. */
export function LeadsSection({ schoolId, groupId, options, actions, footer }: LeadsSectionProps) {
  const leads = useQuery(leadQueries.list(schoolId));
  const [search, setSearch] = useState('');
  const visible = useVisibleRows(leads.data, groupId, search, phoneOf);
  const createLead = useCreateLead(schoolId);
  const { mutate: updateLead } = useUpdateLead(schoolId);
  const deleteLead = useDeleteLead(schoolId);
  const [converting, setConverting] = useState<Lead | null>(null);
  const [removing, setRemoving] = useState<Lead | null>(null);
  const ready = leads.data !== undefined && groupId !== undefined;

  function handleAdd() {
    setSearch('');
    createLead.create(options.groups.find((group) => group.id === groupId) ?? null);
  }

  function handleConfirmRemove() {
    if (removing) deleteLead.mutate(removing.id);
    setRemoving(null);
  }

  const empty = search ? leadTexts.nothingFound : groupId === null ? leadTexts.empty : leadTexts.emptyGroup;

  return (
    <TablePage
      title={leadTexts.title}
      description={leadTexts.description}
      toolbar={
        <TableToolbar
          search={search}
          onSearch={setSearch}
          summary={ready ? tableTexts.shown(visible.rows.length, visible.total) : undefined}
          addLabel={leadTexts.add}
          onAdd={handleAdd}
          addDisabled={!ready}
          actions={actions}
        />
      }
      footer={footer}
    >
      {leads.isError && <ErrorMessage>{toErrorMessage(leads.error, 'leads')}</ErrorMessage>}
      {!leads.isError && !ready && <Loader />}
      {ready && (
        <LeadsTable
          leads={visible.rows}
          options={options}
          empty={empty}
          onUpdate={updateLead}
          onConvert={setConverting}
          onRemove={setRemoving}
        />
      )}
      <ConvertLeadDialog
        schoolId={schoolId}
        lead={converting}
        options={options}
        onClose={() => setConverting(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={leadTexts.removeTitle}
        message={removing ? leadTexts.removeMessage(removing.name) : ''}
        confirmLabel={leadTexts.remove}
        onConfirm={handleConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </TablePage>
  );
}
