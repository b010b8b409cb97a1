import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { appTexts } from '@/app/texts';
import { requireAccess } from '@/features/auth/require-access';
import { sectionNames } from '@/features/navigation/texts';
import { schoolQueries } from '@/features/schools/api/school-queries';
import { BackupStatusCard } from '@/features/schools/components/backup-status';
import { DeletedSchools } from '@/features/schools/components/deleted-schools';
import { ImportArchiveButton } from '@/features/schools/components/import-archive';
import { SchoolsTable } from '@/features/schools/components/schools-table';
import { PageHeader } from '@/ui/page-header';
import { Stack } from '@/ui/stack';

export const Route = createFileRoute('/_app/admin/schools')({
  head: pageHead(sectionNames['/admin/schools']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/admin/schools'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(schoolQueries.list()),
      context.queryClient.prefetchQuery(schoolQueries.backupStatus()),
      context.queryClient.prefetchQuery(schoolQueries.deleted()),
    ]),
  component: SchoolsPage,
});

function SchoolsPage() {
  return (
    <>
      <PageHeader
        title={sectionNames['/admin/schools']}
        description={appTexts.schoolsDescription}
        actions={<ImportArchiveButton />}
      />
      <Stack>
        <BackupStatusCard />
        <SchoolsTable />
        <DeletedSchools />
      </Stack>
    </>
  );
}
