import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';
import { sectionNames } from '@/features/navigation/texts';

export const Route = createFileRoute('/_app/finances')({
  head: pageHead(sectionNames['/finances']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/finances'),
  component: FinancesPage,
});

function FinancesPage() {
  return <SectionPlaceholder path="/finances" />;
}
