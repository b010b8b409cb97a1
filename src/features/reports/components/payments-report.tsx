import {
  expenseCategoryName,
  formatMoney,
  type PaymentMethod,
  type PaymentsReport,
  type PaymentType,
  paymentMethodLabels,
  paymentTypeLabels,
} from '@/contract';
import { Card } from '@/ui/card';
import { Stack } from '@/ui/stack';
import { Table } from '@/ui/table';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { Figures, NumberCell } from './figures';
import { countText, dayText, shortDayText } from './format';
import styles from './reports.module.css';

const t = reportTexts.payments;
/** Rubles on an axis: no kopecks. */
const axisMoney = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU').format(Math.round(kopecks / 100))} ₽`;

export function PaymentsReportView({ report }: { report: PaymentsReport }) {
  const periodLabel = (start: string) =>
    report.step === 'month' ? start.slice(0, 7).split('-').reverse().join('.') : shortDayText(start);
  const types = Object.entries(report.income_by_type) as [PaymentType, number][];
  const methods = (Object.entries(report.income_by_method) as [PaymentMethod, number][]).map(
    ([method, amount]) => ({ method, amount }),
  );
  return (
    <Stack>
      <Figures
        label={t.net}
        items={[
          [t.income, formatMoney(report.income)],
          [t.refunds, formatMoney(report.refunds)],
          [t.expenses, formatMoney(report.expenses)],
          [t.net, formatMoney(report.net)],
          [
            t.sold,
            `${countText(report.subscriptions_sold)} · ${formatMoney(report.subscriptions_sold_amount)}`,
          ],
          [t.visitsUsed, countText(report.visits_used)],
          [t.visitsBurned, countText(report.visits_burned)],
          [
            t.debts,
            `${formatMoney(report.debts_at_end)} · ${t.debtors.toLowerCase()}: ${report.debtors_at_end}`,
          ],
        ]}
      />
      <Card title={`${t.byPeriod}: ${reportTexts.steps[report.step].toLowerCase()}`}>
        <BarChartFigure
          title={t.byPeriod}
          rows={report.by_period}
          category={(row) => periodLabel(row.period_start)}
          value={axisMoney}
          bars={[
            { key: 'income', label: t.income, color: 'var(--color-success)' },
            { key: 'refunds', label: t.refunds, color: 'var(--color-accent)' },
            { key: 'expenses', label: t.expenses, color: 'var(--color-danger)' },
          ]}
          table={
            <Table
              label={reportTexts.tableOf(t.byPeriod)}
              headers={[t.periodStart, t.income, t.refunds, t.expenses, t.net]}
            >
              {report.by_period.map((row) => (
                <tr key={row.period_start}>
                  <td>{dayText(row.period_start)}</td>
                  <NumberCell>{formatMoney(row.income)}</NumberCell>
                  <NumberCell>{formatMoney(row.refunds)}</NumberCell>
                  <NumberCell>{formatMoney(row.expenses)}</NumberCell>
                  <NumberCell>{formatMoney(row.net)}</NumberCell>
                </tr>
              ))}
            </Table>
          }
        />
      </Card>
      <div className={styles.grid}>
        <Card title={t.byMethod}>
          <BarChartFigure
            title={t.byMethod}
            rows={methods}
            category={(row) => paymentMethodLabels[row.method]}
            value={axisMoney}
            bars={[{ key: 'amount', label: t.income, color: 'var(--color-success)' }]}
            table={
              <Table label={reportTexts.tableOf(t.byMethod)} headers={[t.method, t.amount]}>
                {methods.map(({ method, amount }) => (
                  <tr key={method}>
                    <td>{paymentMethodLabels[method]}</td>
                    <NumberCell>{formatMoney(amount)}</NumberCell>
                  </tr>
                ))}
              </Table>
            }
          />
        </Card>
        <Card title={t.byCategory}>
          <BarChartFigure
            title={t.byCategory}
            rows={report.expenses_by_category}
            category={(row) => expenseCategoryName(row.category)}
            value={axisMoney}
            bars={[{ key: 'amount', label: t.expenses, color: 'var(--color-danger)' }]}
            table={
              <Table label={reportTexts.tableOf(t.byCategory)} headers={[t.category, t.amount]}>
                {report.expenses_by_category.map((row) => (
                  <tr key={row.category}>
                    <td>{expenseCategoryName(row.category)}</td>
                    <NumberCell>{formatMoney(row.amount)}</NumberCell>
                  </tr>
                ))}
              </Table>
            }
          />
        </Card>
      </div>
      <Card title={t.byType} flush>
        <Table label={t.byType} headers={[t.type, t.amount]} framed={false}>
          {types.map(([type, amount]) => (
            <tr key={type}>
              <td>{paymentTypeLabels[type]}</td>
              <NumberCell>{formatMoney(amount)}</NumberCell>
            </tr>
          ))}
        </Table>
      </Card>
    </Stack>
  );
}
