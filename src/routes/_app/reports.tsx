import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';
import { sectionNames } from '@/features/navigation/texts';

export const Route = createFileRoute('/_app/reports')({
  head: pageHead(sectionNames['/reports']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/reports'),
  component: ReportsPage,
});

function ReportsPage() {
  return <SectionPlaceholder path="/reports" />;
}
