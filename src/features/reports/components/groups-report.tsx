import type { GroupsReport } from '@/contract';
import { Card } from '@/ui/card';
import { periodExportName } from '@/ui/export/export-name';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';

const t = reportTexts.groups;

const columns: ReportColumns<GroupsReport['rows'][number]> = [
  { header: t.groupName, kind: 'text', value: (row) => row.group_name },
  { header: t.students, kind: 'number', value: (row) => row.students },
  { header: t.capacity, kind: 'number', value: (row) => row.capacity },
  { header: t.fillRate, kind: 'percent', value: (row) => row.fill_rate },
  { header: t.lessonsHeld, kind: 'number', value: (row) => row.lessons_held },
  { header: t.lessonsCanceled, kind: 'number', value: (row) => row.lessons_canceled },
  { header: t.present, kind: 'number', value: (row) => row.present },
  { header: t.averagePresent, kind: 'number', value: (row) => row.average_present },
  { header: t.rate, kind: 'percent', value: (row) => row.rate },
  { header: t.waitlist, kind: 'number', value: (row) => row.waitlist },
];

export function GroupsReportView({ report }: { report: GroupsReport }) {
  return (
    <Card
      title={t.title}
      actions={<ReportExport name={periodExportName(t.title, report)} columns={columns} rows={report.rows} />}
    >
      <BarChartFigure
        title={t.title}
        rows={report.rows}
        category={(row) => row.group_name}
        bars={[
          { key: 'students', label: t.students, color: 'var(--color-accent)' },
          { key: 'capacity', label: t.capacity, color: 'var(--color-text-subtle)' },
          { key: 'average_present', label: t.averagePresent, color: 'var(--color-success)' },
        ]}
        table={
          <ReportTable
            label={reportTexts.tableOf(t.title)}
            columns={columns}
            rows={report.rows}
            rowKey={(row) => row.group_id}
          />
        }
      />
    </Card>
  );
}
