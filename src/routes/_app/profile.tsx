import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { appTexts } from '@/app/texts';
import { can } from '@/contract';
import { AccountCard } from '@/features/auth/components/account-card';
import { requireAccess } from '@/features/auth/require-access';
import { sectionNames } from '@/features/navigation/texts';
import { PayrollCard } from '@/features/payroll/components/payroll-card';
import { PeriodsCard } from '@/features/payroll/components/periods-card';
import { payrollTexts } from '@/features/payroll/texts';
import { schoolQueries } from '@/features/schools/api/school-queries';
import { SchoolCard } from '@/features/schools/components/school-card';
import { staffQueries } from '@/features/staff/api/staff-queries';
import { StaffSection } from '@/features/staff/components/staff-section';
import { PageHeader } from '@/ui/page-header';
import { Stack } from '@/ui/stack';

export const Route = createFileRoute('/_app/profile')({
  head: pageHead(sectionNames['/profile']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/profile'),
  // Start both reads together; the cards show their own loading and error states.
  loader: async ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    await Promise.all([
      queryClient.prefetchQuery(schoolQueries.detail(user.school_id)),
      can(user.role, 'users:manage') && queryClient.prefetchQuery(staffQueries.list(user.school_id)),
    ]);
  },
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const schoolId = user.school_id;

  return (
    <>
      <PageHeader
        title={appTexts.profileTitle}
        description={schoolId === null ? appTexts.profileDescriptionNoSchool : appTexts.profileDescription}
      />
      <Stack>
        <AccountCard user={user} />
        {schoolId !== null && <SchoolCard schoolId={schoolId} role={user.role} />}
        {schoolId !== null && can(user.role, 'users:manage') && (
          <StaffSection schoolId={schoolId} currentUserId={user.id} />
        )}
        {/* A teacher's own pay (the owner and the accountant see everyone's on /finances). */}
        {schoolId !== null && user.role === 'teacher' && (
          <>
            <PayrollCard title={payrollTexts.ownTitle} />
            <PeriodsCard />
          </>
        )}
      </Stack>
    </>
  );
}
