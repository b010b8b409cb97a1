import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { appTexts } from '@/app/texts';
import { requireAccess } from '@/features/auth/require-access';
import { sectionNames } from '@/features/navigation/texts';
import { schoolQueries } from '@/features/schools/api/school-queries';
import { SchoolsTable } from '@/features/schools/components/schools-table';
import { PageHeader } from '@/ui/page-header';

export const Route = createFileRoute('/_app/admin/schools')({
  head: pageHead(sectionNames['/admin/schools']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/admin/schools'),
  loader: ({ context }) => context.queryClient.prefetchQuery(schoolQueries.list()),
  component: SchoolsPage,
});

function SchoolsPage() {
  return (
    <>
      <PageHeader title={sectionNames['/admin/schools']} description={appTexts.schoolsDescription} />
      <SchoolsTable />
    </>
  );
}
