import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/leads')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/leads'),
  component: LeadsPage,
});

function LeadsPage() {
  return <SectionPlaceholder path="/leads" />;
}
