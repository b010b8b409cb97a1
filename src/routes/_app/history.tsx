import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { requireAccess } from '@/features/auth/require-access';
import { HistoryPage } from '@/features/history/components/history-page';
import { historyTexts } from '@/features/history/texts';
import { sectionNames } from '@/features/navigation/texts';
import { staffQueries } from '@/features/staff/api/staff-queries';
import { NoSchool } from '@/ui/no-school';
import { PageHeader } from '@/ui/page-header';

export const Route = createFileRoute('/_app/history')({
  head: pageHead(sectionNames['/history']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/history'),
  loader: ({ context: { queryClient, user } }) => {
    if (user.school_id !== null) void queryClient.prefetchQuery(staffQueries.list(user.school_id));
  },
  component: HistoryRoute,
});

function HistoryRoute() {
  const { user } = Route.useRouteContext();
  if (user.school_id === null) return <NoSchool title={sectionNames['/history']} />;
  return <SchoolHistory schoolId={user.school_id} />;
}

function SchoolHistory({ schoolId }: { schoolId: number }) {
  // The person filter lists the staff; until they load (or if they do not) the history shows unfiltered.
  const staff = useQuery(staffQueries.list(schoolId)).data ?? [];
  const people = staff.map((member) => ({ id: member.id, name: member.profile.full_name || member.email }));
  return (
    <>
      <PageHeader title={sectionNames['/history']} description={historyTexts.pageDescription} />
      <HistoryPage people={people} />
    </>
  );
}
