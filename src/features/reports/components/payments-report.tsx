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
import { periodExportName } from '@/ui/export/export-name';
import { Figures } from '@/ui/figures';
import { Stack } from '@/ui/stack';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { countText, shortDayText } from './format';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';
import styles from './reports.module.css';

const t = reportTexts.payments;
/** Rubles on an axis: no kopecks. */
const axisMoney = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU').format(Math.round(kopecks / 100))} ₽`;

type PeriodRow = PaymentsReport['by_period'][number];
type Named = { name: string; amount: number };

const byPeriod: ReportColumns<PeriodRow> = [
  { header: t.periodStart, kind: 'date', value: (row) => row.period_start },
  { header: t.income, kind: 'money', value: (row) => row.income },
  { header: t.refunds, kind: 'money', value: (row) => row.refunds },
  { header: t.expenses, kind: 'money', value: (row) => row.expenses },
  { header: t.net, kind: 'money', value: (row) => row.net },
];
const named = (header: string): ReportColumns<Named> => [
  { header, kind: 'text', value: (row) => row.name },
  { header: t.amount, kind: 'money', value: (row) => row.amount },
];
const byMethodColumns = named(t.method);
const byCategoryColumns = named(t.category);
const byTypeColumns = named(t.type);

export function PaymentsReportView({ report }: { report: PaymentsReport }) {
  const file = (title: string) =>
    periodExportName(`${reportTexts.kinds.payments}, ${title.toLowerCase()}`, report);
  const periodLabel = (start: string) =>
    report.step === 'month' ? start.slice(0, 7).split('-').reverse().join('.') : shortDayText(start);
  const byType = (Object.entries(report.income_by_type) as [PaymentType, number][]).map(([type, amount]) => ({
    name: paymentTypeLabels[type],
    amount,
  }));
  const byMethod = (Object.entries(report.income_by_method) as [PaymentMethod, number][]).map(
    ([method, amount]) => ({ name: paymentMethodLabels[method], amount }),
  );
  const byCategory = report.expenses_by_category.map((row) => ({
    name: expenseCategoryName(row.category),
    amount: row.amount,
  }));
  return (
    <Stack>
      <Figures
        label={t.net}
        items={[
          [t.income, formatMoney(report.income)],
          [t.refunds, formatMoney(report.refunds)],
          [t.expenses, formatMoney(report.expenses)],
          [t.net, formatMoney(report.net), report.net < 0],
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
      <Card
        title={`${t.byPeriod}: ${reportTexts.steps[report.step].toLowerCase()}`}
        actions={<ReportExport name={file(t.byPeriod)} columns={byPeriod} rows={report.by_period} />}
      >
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
            <ReportTable
              label={reportTexts.tableOf(t.byPeriod)}
              columns={byPeriod}
              rows={report.by_period}
              rowKey={(row) => row.period_start}
            />
          }
        />
      </Card>
      <div className={styles.grid}>
        <Card
          title={t.byMethod}
          actions={<ReportExport name={file(t.byMethod)} columns={byMethodColumns} rows={byMethod} />}
        >
          <BarChartFigure
            title={t.byMethod}
            rows={byMethod}
            category={(row) => row.name}
            value={axisMoney}
            bars={[{ key: 'amount', label: t.income, color: 'var(--color-success)' }]}
            table={
              <ReportTable
                label={reportTexts.tableOf(t.byMethod)}
                columns={byMethodColumns}
                rows={byMethod}
                rowKey={(row) => row.name}
              />
            }
          />
        </Card>
        <Card
          title={t.byCategory}
          actions={<ReportExport name={file(t.byCategory)} columns={byCategoryColumns} rows={byCategory} />}
        >
          <BarChartFigure
            title={t.byCategory}
            rows={byCategory}
            category={(row) => row.name}
            value={axisMoney}
            bars={[{ key: 'amount', label: t.expenses, color: 'var(--color-danger)' }]}
            table={
              <ReportTable
                label={reportTexts.tableOf(t.byCategory)}
                columns={byCategoryColumns}
                rows={byCategory}
                rowKey={(row) => row.name}
              />
            }
          />
        </Card>
      </div>
      <Card
        title={t.byType}
        flush
        actions={<ReportExport name={file(t.byType)} columns={byTypeColumns} rows={byType} />}
      >
        <ReportTable
          label={t.byType}
          columns={byTypeColumns}
          rows={byType}
          rowKey={(row) => row.name}
          framed={false}
        />
      </Card>
    </Stack>
  );
}
