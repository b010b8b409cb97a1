import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { type Client, can, type User } from '@/contract';
import { requireAccess } from '@/features/auth/require-access';
import { CabinetUse } from '@/features/cabinet-invitations/components/cabinet-use';
import { clientQueries } from '@/features/clients/api/client-queries';
import { ClientsSection } from '@/features/clients/components/clients-section';
import { DeletedClients } from '@/features/clients/components/deleted-clients';
import { FamilyExportButton } from '@/features/clients/components/family-export-button';
import { clientTexts } from '@/features/clients/texts';
import { groupQueries } from '@/features/groups/api/group-queries';
import { useSelectedGroup } from '@/features/groups/api/use-selected-group';
import { GroupTabs } from '@/features/groups/components/group-tabs';
import { ImportButton } from '@/features/imports/components/import-button';
import { ClientMessages } from '@/features/messages/components/client-messages';
import { WriteToShown } from '@/features/messages/components/write-to-shown';
import { sectionNames } from '@/features/navigation/texts';
import { NoSchool } from '@/ui/no-school';

export const Route = createFileRoute('/_app/clients')({
  head: pageHead(sectionNames['/clients']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/clients'),
  loader: async ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(clientQueries.list(user.school_id));
    await queryClient.prefetchQuery(groupQueries.list(user.school_id, 'client'));
  },
  component: ClientsPage,
});

function ClientsPage() {
  const { user } = Route.useRouteContext();
  if (user.school_id === null) return <NoSchool title={clientTexts.title} />;
  return (
    <SchoolClients
      schoolId={user.school_id}
      invites={mayInvite(user)}
      readsMessages={can(user.role, 'messages:read')}
      writes={can(user.role, 'messages:send')}
      exports={can(user.role, 'clients:export')}
      restores={can(user.role, 'clients:restore')}
    />
  );
}

/** A client's cabinet takes both rights: the front desk, which may invite but not read clients, does it from a student. */
const mayInvite = (user: User) => can(user.role, 'cabinet:invite') && can(user.role, 'clients:read');

// Stable, so the table's memoised rows keep their identity between renders.
const renderCabinet = (client: Client) => <CabinetUse person={{ kind: 'client', id: client.id }} />;
const renderMessages = (client: Client) => <ClientMessages clientId={client.id} clientName={client.name} />;
const renderExport = (client: Client) => <FamilyExportButton clientId={client.id} />;

const none: never[] = [];

type SchoolClientsProps = {
  schoolId: number;
  invites: boolean;
  readsMessages: boolean;
  writes: boolean;
  exports: boolean;
  /** The owner's deleted clients, restorable (docs/deletion.md). */
  restores: boolean;
};

function SchoolClients({ schoolId, invites, readsMessages, writes, exports, restores }: SchoolClientsProps) {
  const groupId = useSelectedGroup(schoolId, 'client');
  const groups = useQuery(groupQueries.list(schoolId, 'client')).data ?? none;

  return (
    <ClientsSection
      schoolId={schoolId}
      groupId={groupId}
      groups={groups}
      actions={(visible) => (
        <>
          {writes && <WriteToShown rows={visible} as="client_ids" />}
          <ImportButton entity="clients" />
          {restores && <DeletedClients schoolId={schoolId} />}
        </>
      )}
      footer={<GroupTabs schoolId={schoolId} entityType="client" />}
      renderCabinet={invites ? renderCabinet : undefined}
      renderMessages={readsMessages ? renderMessages : undefined}
      renderExport={exports ? renderExport : undefined}
    />
  );
}
