import { useCallback, useMemo } from 'react';
import type { Lead } from '@/contract';
import { VirtualTable } from '@/ui/virtual-table';
import type { LeadUpdate } from '../api/use-update-lead';
import type { LeadOptions } from '../lead-options';
import { leadTexts } from '../texts';
import { buildLeadColumns } from './lead-columns';
import { LeadDetails } from './lead-details';

type LeadsTableProps = {
  leads: readonly Lead[];
  options: LeadOptions;
  empty: string;
  onUpdate: (update: LeadUpdate) => void;
  onConvert: (lead: Lead) => void;
  onRemove: (lead: Lead) => void;
};

const leadKey = (lead: Lead) => lead.id;
const leadName = (lead: Lead) => lead.name;
const isPending = (lead: Lead) => lead.id < 0;

/** The leads grid. Columns and details are built once per change of dictionaries, so rows stay memoised. */
export function LeadsTable({ leads, options, empty, onUpdate, onConvert, onRemove }: LeadsTableProps) {
  const columns = useMemo(
    () => buildLeadColumns(options, { onUpdate, onConvert, onRemove }),
    [options, onUpdate, onConvert, onRemove],
  );
  const renderDetails = useCallback(
    (lead: Lead) => <LeadDetails lead={lead} onUpdate={onUpdate} />,
    [onUpdate],
  );

  return (
    <VirtualTable
      label={leadTexts.tableLabel}
      rows={leads}
      columns={columns}
      rowKey={leadKey}
      rowName={leadName}
      renderDetails={renderDetails}
      isPending={isPending}
      empty={empty}
    />
  );
}
