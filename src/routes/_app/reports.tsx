import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { requireAccess } from '@/features/auth/require-access';
import { sectionNames } from '@/features/navigation/texts';
import { reportQueries } from '@/features/reports/api/report-queries';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { reportTexts } from '@/features/reports/texts';
import { NoSchool } from '@/ui/no-school';
import { PageHeader } from '@/ui/page-header';

// The charts library comes with this route's component only (like the calendar with /schedule).
export const Route = createFileRoute('/_app/reports')({
  head: pageHead(sectionNames['/reports']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/reports'),
  loader: ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(reportQueries.options());
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const { user } = Route.useRouteContext();
  // The platform admin passes every guard but has no school: no report is theirs to make.
  if (user.school_id === null) return <NoSchool title={sectionNames['/reports']} />;
  return (
    <>
      <PageHeader title={sectionNames['/reports']} description={reportTexts.pageDescription} />
      <ReportsPage />
    </>
  );
}
