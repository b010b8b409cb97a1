import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Period } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Figures } from '@/ui/figures';
import { Loader } from '@/ui/loader';
import { financeQueries } from '../api/finance-queries';
import { financeTexts } from '../texts';

/** Income, refunds, expenses and net of the period, summed by the server. */
export function FinanceTotals({ period }: { period: Period }) {
  const summary = useQuery(financeQueries.summary(period));
  if (summary.isPending) return <Loader />;
  if (summary.isError) return <ErrorMessage>{toErrorMessage(summary.error, 'finances')}</ErrorMessage>;
  const { income, refunds, expenses, net, subscriptions_sold } = summary.data;
  return (
    <Figures
      label={financeTexts.period}
      items={[
        [financeTexts.totals.income, formatMoney(income)],
        [financeTexts.totals.refunds, formatMoney(refunds)],
        [financeTexts.totals.expenses, formatMoney(expenses)],
        [financeTexts.totals.net, formatMoney(net), net < 0],
        [financeTexts.totals.sold, String(subscriptions_sold)],
      ]}
    />
  );
}
