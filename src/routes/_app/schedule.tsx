import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/schedule')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/schedule'),
  component: SchedulePage,
});

function SchedulePage() {
  return <SectionPlaceholder path="/schedule" />;
}
