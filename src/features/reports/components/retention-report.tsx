import type { RetentionReport } from '@/contract';
import { Card } from '@/ui/card';
import { periodExportName } from '@/ui/export/export-name';
import { Figures } from '@/ui/figures';
import { Stack } from '@/ui/stack';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { countText, monthText, shortMonthText } from './format';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';
import styles from './reports.module.css';

const t = reportTexts.retention;

// The month is written in the file as on the screen («Март 2026»): a month, not a day.
const columns: ReportColumns<RetentionReport['months'][number]> = [
  { header: t.month, kind: 'text', value: (row) => monthText(row.month) },
  { header: t.active, kind: 'number', value: (row) => row.active },
  { header: t.new, kind: 'number', value: (row) => row.new },
  { header: t.stayed, kind: 'number', value: (row) => row.stayed },
  { header: t.returned, kind: 'number', value: (row) => row.returned },
  { header: t.left, kind: 'number', value: (row) => row.left },
  { header: t.rate, kind: 'percent', value: (row) => row.retention_rate },
];

/** Who came, stayed, came back and left, month by month: the active ones are the first three stacked. */
export function RetentionReportView({ report }: { report: RetentionReport }) {
  const { totals } = report;
  const name = periodExportName(reportTexts.kinds.retention, report);
  return (
    <Stack>
      <Figures
        label={t.totals}
        items={[
          [t.activeInPeriod, countText(totals.active)],
          [t.new, countText(totals.new)],
          [t.returned, countText(totals.returned)],
          [t.left, countText(totals.left)],
        ]}
      />
      <Card title={t.byMonth} actions={<ReportExport name={name} columns={columns} rows={report.months} />}>
        <p className={styles.hint}>{t.rateHint}</p>
        <BarChartFigure
          title={t.byMonth}
          rows={report.months}
          category={(row) => shortMonthText(row.month)}
          bars={[
            { key: 'stayed', label: t.stayed, color: 'var(--color-accent)', stack: 'active' },
            { key: 'returned', label: t.returned, color: 'var(--color-text-muted)', stack: 'active' },
            { key: 'new', label: t.new, color: 'var(--color-success)', stack: 'active' },
            { key: 'left', label: t.left, color: 'var(--color-danger)' },
          ]}
          table={
            <ReportTable
              label={reportTexts.tableOf(t.byMonth)}
              columns={columns}
              rows={report.months}
              rowKey={(row) => row.month}
            />
          }
        />
      </Card>
    </Stack>
  );
}
