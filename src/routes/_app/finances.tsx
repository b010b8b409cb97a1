import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/finances')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/finances'),
  component: FinancesPage,
});

function FinancesPage() {
  return <SectionPlaceholder path="/finances" />;
}
