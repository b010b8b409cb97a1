import { type ReactNode, useCallback, useMemo } from 'react';
import type { Client, Group } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { VirtualTable } from '@/ui/virtual-table';
import type { ClientUpdate } from '../api/use-update-client';
import { clientTexts } from '../texts';
import { buildClientColumns } from './client-columns';
import { ClientDetails } from './client-details';

type ClientsTableProps = {
  clients: readonly Client[];
  groups: readonly Group[];
  empty: string;
  onUpdate: (update: ClientUpdate) => void;
  onRemove: (client: Client) => void;
  renderCabinet?: (client: Client) => ReactNode;
  renderMessages?: (client: Client) => ReactNode;
  renderExport?: (client: Client) => ReactNode;
};

const clientKey = (client: Client) => client.id;
const clientName = (client: Client) => client.name;
const isPending = (client: Client) => client.id < 0;

/** The clients grid; expanded rows list the client's students, their cabinet and their messages. */
export function ClientsTable({
  clients,
  groups,
  empty,
  onUpdate,
  onRemove,
  renderCabinet,
  renderMessages,
  renderExport,
}: ClientsTableProps) {
  const { today } = useSchoolClock();
  const columns = useMemo(
    () => buildClientColumns(groups, { onUpdate, onRemove, today }),
    [groups, onUpdate, onRemove, today],
  );
  const renderDetails = useCallback(
    (client: Client) => (
      <ClientDetails
        client={client}
        renderCabinet={renderCabinet}
        renderMessages={renderMessages}
        renderExport={renderExport}
      />
    ),
    [renderCabinet, renderMessages, renderExport],
  );

  return (
    <VirtualTable
      label={clientTexts.tableLabel}
      rows={clients}
      columns={columns}
      rowKey={clientKey}
      rowName={clientName}
      renderDetails={renderDetails}
      isPending={isPending}
      empty={empty}
    />
  );
}
