import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/document-title';
import { can } from '@/contract';
import { requireAccess } from '@/features/auth/require-access';
import { financeQueries } from '@/features/finances/api/finance-queries';
import { FinancesPage } from '@/features/finances/components/finances-page';
import { financeTexts } from '@/features/finances/texts';
import { FreezeRequestsNotice } from '@/features/freeze-requests/components/freeze-requests-notice';
import { ImportButton } from '@/features/imports/components/import-button';
import { sectionNames } from '@/features/navigation/texts';
import { PayrollCard } from '@/features/payroll/components/payroll-card';
import { PeriodsCard } from '@/features/payroll/components/periods-card';
import { RatesCard } from '@/features/payroll/components/rates-card';
import { payrollTexts } from '@/features/payroll/texts';
import { NoSchool } from '@/ui/no-school';
import { PageHeader } from '@/ui/page-header';
import { Stack } from '@/ui/stack';

export const Route = createFileRoute('/_app/finances')({
  head: pageHead(sectionNames['/finances']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/finances'),
  // Start the reads the first screen needs together; each block shows its own loading state.
  loader: ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(financeQueries.balances());
    void queryClient.prefetchQuery(financeQueries.templates());
  },
  component: FinancesRoute,
});

function FinancesRoute() {
  const { user } = Route.useRouteContext();
  // The platform admin passes every guard but has no school: nothing here is theirs to read.
  if (user.school_id === null) return <NoSchool title={sectionNames['/finances']} />;
  return (
    <>
      <PageHeader
        title={sectionNames['/finances']}
        description={financeTexts.pageDescription}
        actions={
          // Passes and balances from another CRM for students already in the school (docs/import.md).
          can(user.role, 'opening-balances:import') && <ImportButton entity="opening" withOpening />
        }
      />
      <Stack>
        {/* The families' freeze requests where the passes are sold and renewed. */}
        <FinancesPage role={user.role} passRequests={<FreezeRequestsNotice role={user.role} />} />
        {can(user.role, 'payroll:rates') && (
          <>
            <PayrollCard title={payrollTexts.title} canClose />
            <PeriodsCard canPay />
            <RatesCard />
          </>
        )}
      </Stack>
    </>
  );
}
