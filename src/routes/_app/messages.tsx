import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { can } from '@/contract';
import { requireAccess } from '@/features/auth/require-access';
import { messageQueries } from '@/features/messages/api/message-queries';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { type MessageTab, parseTab } from '@/features/messages/message-tabs';
import { messageTexts } from '@/features/messages/texts';
import { sectionNames } from '@/features/navigation/texts';
import { NoSchool } from '@/ui/no-school';
import { PageHeader } from '@/ui/page-header';

type MessagesSearch = { tab?: MessageTab };

// Сообщения (docs/messages.md): the owner and managers read the journal; the tab is in the address, so a reload or
// a link opens the same one.
export const Route = createFileRoute('/_app/messages')({
  head: pageHead(sectionNames['/messages']),
  validateSearch: (search: Record<string, unknown>): MessagesSearch => {
    const tab = parseTab(search.tab);
    return tab && tab !== 'log' ? { tab } : {};
  },
  beforeLoad: ({ context }) => requireAccess(context.user, '/messages'),
  loader: ({ context: { queryClient, user } }) => {
    if (user.school_id === null || !can(user.role, 'schools:update')) return;
    void queryClient.prefetchQuery(messageQueries.templates());
    void queryClient.prefetchQuery(messageQueries.settings());
  },
  component: MessagesRoute,
});

function MessagesRoute() {
  const { user } = Route.useRouteContext();
  const { tab = 'log' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (user.school_id === null) return <NoSchool title={sectionNames['/messages']} />;
  return (
    <>
      <PageHeader title={sectionNames['/messages']} description={messageTexts.pageDescription} />
      <MessagesPage
        role={user.role}
        tab={tab}
        onTab={(next) => void navigate({ search: next === 'log' ? {} : { tab: next }, replace: true })}
      />
    </>
  );
}
