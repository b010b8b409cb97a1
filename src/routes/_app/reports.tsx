import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/reports')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/reports'),
  component: ReportsPage,
});

function ReportsPage() {
  return <SectionPlaceholder path="/reports" />;
}
