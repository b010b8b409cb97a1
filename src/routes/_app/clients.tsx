import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/clients')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/clients'),
  component: ClientsPage,
});

function ClientsPage() {
  return <SectionPlaceholder path="/clients" />;
}
