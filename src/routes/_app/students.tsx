import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/features/auth/require-access';
import { SectionPlaceholder } from '@/features/navigation/components/section-placeholder';

export const Route = createFileRoute('/_app/students')({
  beforeLoad: ({ context }) => requireAccess(context.user, '/students'),
  component: StudentsPage,
});

function StudentsPage() {
  return <SectionPlaceholder path="/students" />;
}
