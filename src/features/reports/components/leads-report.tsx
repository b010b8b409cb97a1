import type { LeadsReport } from '@/contract';
import { Card } from '@/ui/card';
import { periodExportName } from '@/ui/export/export-name';
import { Figures } from '@/ui/figures';
import { Stack } from '@/ui/stack';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { countText, decimalText, percentText } from './format';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';
import styles from './reports.module.css';

const t = reportTexts.leads;

const bySource: ReportColumns<LeadsReport['by_source'][number]> = [
  { header: t.source, kind: 'text', value: (row) => row.source_name },
  { header: t.leads, kind: 'number', value: (row) => row.leads },
  { header: t.converted, kind: 'number', value: (row) => row.converted },
  { header: t.rate, kind: 'percent', value: (row) => row.rate },
];
const byCampaign: ReportColumns<LeadsReport['by_campaign'][number]> = [
  { header: t.utmSource, kind: 'text', value: (row) => row.utm_source ?? t.noMark },
  { header: t.utmCampaign, kind: 'text', value: (row) => row.utm_campaign ?? t.noMark },
  { header: t.leads, kind: 'number', value: (row) => row.leads },
  { header: t.converted, kind: 'number', value: (row) => row.converted },
  { header: t.rate, kind: 'percent', value: (row) => row.rate },
];
const byStatus: ReportColumns<LeadsReport['by_status'][number]> = [
  { header: t.status, kind: 'text', value: (row) => row.status_name },
  { header: t.leads, kind: 'number', value: (row) => row.leads },
];

/** The lead funnel: how many came, from where, how many became students and how fast. */
export function LeadsReportView({ report }: { report: LeadsReport }) {
  const file = (title: string) =>
    periodExportName(`${reportTexts.kinds.leads}, ${title.toLowerCase()}`, report);
  return (
    <Stack>
      <Figures
        label={t.totals}
        items={[
          [t.leads, countText(report.leads)],
          [t.converted, countText(report.converted)],
          [t.rate, percentText(report.rate)],
          [t.days, decimalText(report.average_days_to_convert)],
        ]}
      />
      <Card
        title={t.bySource}
        actions={<ReportExport name={file(t.bySource)} columns={bySource} rows={report.by_source} />}
      >
        <BarChartFigure
          title={t.bySource}
          rows={report.by_source}
          category={(row) => row.source_name}
          bars={[
            { key: 'leads', label: t.leads, color: 'var(--color-accent)' },
            { key: 'converted', label: t.converted, color: 'var(--color-success)' },
          ]}
          table={
            <ReportTable
              label={reportTexts.tableOf(t.bySource)}
              columns={bySource}
              rows={report.by_source}
              rowKey={(row) => row.source_id ?? 0}
            />
          }
        />
      </Card>
      <div className={styles.grid}>
        <Card
          title={t.byStatus}
          flush
          actions={<ReportExport name={file(t.byStatus)} columns={byStatus} rows={report.by_status} />}
        >
          <ReportTable
            label={t.byStatus}
            columns={byStatus}
            rows={report.by_status}
            rowKey={(row) => row.status_id ?? 0}
            framed={false}
          />
        </Card>
        <Card
          title={t.byCampaign}
          flush
          actions={<ReportExport name={file(t.byCampaign)} columns={byCampaign} rows={report.by_campaign} />}
        >
          <ReportTable
            label={t.byCampaign}
            columns={byCampaign}
            rows={report.by_campaign}
            rowKey={(row) => `${row.utm_source ?? ''} ${row.utm_campaign ?? ''}`}
            framed={false}
          />
        </Card>
      </div>
    </Stack>
  );
}
