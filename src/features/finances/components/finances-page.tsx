import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { can, type Period, type Role } from '@/contract';
import { dayjs } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { ExportButtons } from '@/ui/export/export-buttons';
import { periodExportName } from '@/ui/export/export-name';
import { Loader } from '@/ui/loader';
import { notifySuccess } from '@/ui/notify';
import { monthOf, PeriodPicker } from '@/ui/period-picker';
import { Stack } from '@/ui/stack';
import { financeQueries } from '../api/finance-queries';
import { expenseExportColumns, paymentExportColumns } from '../money-export';
import { financeTexts } from '../texts';
import { DebtorsCard } from './debtors-card';
import { EndingCard } from './ending-card';
import { ExpenseForm } from './expense-form';
import { ExpensesTable } from './expenses-table';
import { FinanceTotals } from './finance-totals';
import styles from './finances.module.css';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';
import { SellSubscriptionForm } from './sell-subscription-form';
import { SettingsCard } from './settings-card';
import { TemplatesCard } from './templates-card';

type FinancesPageProps = {
  role: Role;
  /** What the page composes in about passes before their sale and lists (the families' freeze requests). */
  passRequests?: ReactNode;
};

/** /finances: the period's totals, payments and expenses with their forms, sales, debtors, templates. */
export function FinancesPage({ role, passRequests }: FinancesPageProps) {
  const clock = useSchoolClock();
  const [period, setPeriod] = useState<Period>(() => monthOf(dayjs(clock.today())));
  const balances = useQuery(financeQueries.balances());
  const expenses = useQuery(financeQueries.expenses(period));
  const payments = useQuery(financeQueries.payments(period));
  const students = (balances.data?.students ?? []).map((s) => ({ id: s.student_id, name: s.student_name }));
  const usedCategories = [...new Set((expenses.data ?? []).map((expense) => expense.category))];
  const canCorrect = can(role, 'payments:correct');

  return (
    <Stack>
      <PeriodPicker period={period} onChange={setPeriod} presets={['thisMonth', 'lastMonth', 'thisYear']} />
      <FinanceTotals period={period} />
      <Card
        title={financeTexts.paymentsTitle}
        actions={
          <ExportButtons
            table={() => ({
              name: periodExportName(financeTexts.paymentsTitle, period),
              columns: paymentExportColumns,
              rows: payments.data ?? [],
            })}
          />
        }
      >
        <Stack>
          <PaymentForm students={students} />
          <PaymentsTable period={period} canCorrect={canCorrect} />
        </Stack>
      </Card>
      <Card
        title={financeTexts.expensesTitle}
        actions={
          <ExportButtons
            table={() => ({
              name: periodExportName(financeTexts.expensesTitle, period),
              columns: expenseExportColumns,
              rows: expenses.data ?? [],
            })}
          />
        }
      >
        <Stack>
          <ExpenseForm usedCategories={usedCategories} />
          {expenses.isPending && <Loader />}
          {expenses.isError && <ErrorMessage>{toErrorMessage(expenses.error, 'finances')}</ErrorMessage>}
          {expenses.isSuccess && <ExpensesTable expenses={expenses.data} />}
        </Stack>
      </Card>
      {passRequests}
      <Card title={financeTexts.sellTitle}>
        <SellSubscriptionForm students={students} onSold={(name) => notifySuccess(financeTexts.sold(name))} />
      </Card>
      <div className={styles.grid}>
        {balances.isPending && <Loader />}
        {balances.isError && <ErrorMessage>{toErrorMessage(balances.error, 'finances')}</ErrorMessage>}
        {balances.isSuccess && <DebtorsCard balances={balances.data} canCorrect={canCorrect} />}
        <EndingCard canCorrect={canCorrect} />
      </div>
      <div className={styles.grid}>
        <TemplatesCard />
        <SettingsCard />
      </div>
    </Stack>
  );
}
