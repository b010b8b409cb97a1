import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Client, Group } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { TableSection } from '@/ui/table-section';
import { clientQueries } from '../api/client-queries';
import { useCreateClient } from '../api/use-create-client';
import { useDeleteClient } from '../api/use-delete-client';
import { useUpdateClient } from '../api/use-update-client';
import { clientExportColumns } from '../client-export';
import { clientTexts } from '../texts';
import { ClientsTable } from './clients-table';

type ClientsSectionProps = {
  schoolId: number;
  /** The selected group tab: its id, `null` for «Все», `undefined` while the groups load. */
  groupId: number | null | undefined;
  groups: readonly Group[];
  /** More toolbar buttons (import), or a function of the clients in view (a message to them). */
  actions?: ReactNode | ((visible: readonly Client[]) => ReactNode);
  footer: ReactNode;
  /** An expanded client's use of the parents' cabinet, for the roles that may invite. */
  renderCabinet?: (client: Client) => ReactNode;
  /** What the school sent an expanded client, for the roles that read messages. */
  renderMessages?: (client: Client) => ReactNode;
  /** An expanded client's «Выгрузить данные семьи», for the owner. */
  renderExport?: (client: Client) => ReactNode;
};

const phoneOf = (client: Client) => client.phone;

/** The /clients page: search, add, the table of the selected group, removal. */
export function ClientsSection({
  schoolId,
  groupId,
  groups,
  actions,
  footer,
  renderCabinet,
  renderMessages,
  renderExport,
}: ClientsSectionProps) {
  const clients = useQuery(clientQueries.list(schoolId));
  const createClient = useCreateClient(schoolId);
  const { mutate: updateClient } = useUpdateClient(schoolId);
  const deleteClient = useDeleteClient(schoolId);

  return (
    <TableSection
      texts={clientTexts}
      rows={clients.data}
      error={clients.isError ? toErrorMessage(clients.error, 'clients') : null}
      groupId={groupId}
      groups={groups}
      exportColumns={clientExportColumns}
      phoneOf={phoneOf}
      onAdd={(name) => createClient.create(name, groups.find((group) => group.id === groupId) ?? null)}
      onRemove={(client) => deleteClient.mutate(client.id)}
      actions={actions}
      footer={footer}
    >
      {(view) => (
        <ClientsTable
          clients={view.rows}
          groups={groups}
          empty={view.empty}
          onUpdate={updateClient}
          onRemove={view.onRemove}
          renderCabinet={renderCabinet}
          renderMessages={renderMessages}
          renderExport={renderExport}
        />
      )}
    </TableSection>
  );
}
