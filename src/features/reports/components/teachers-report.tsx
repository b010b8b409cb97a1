import type { TeachersReport } from '@/contract';
import { Card } from '@/ui/card';
import { periodExportName } from '@/ui/export/export-name';
import { Figures } from '@/ui/figures';
import { Stack } from '@/ui/stack';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { countText, fractionText } from './format';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';
import styles from './reports.module.css';

const t = reportTexts.teachers;

const columns: ReportColumns<TeachersReport['rows'][number]> = [
  { header: t.teacherName, kind: 'text', value: (row) => row.teacher_name },
  { header: t.lessonsHeld, kind: 'number', value: (row) => row.lessons_held },
  { header: t.lessonsCanceled, kind: 'number', value: (row) => row.lessons_canceled },
  { header: t.hours, kind: 'number', value: (row) => row.hours },
  { header: t.students, kind: 'number', value: (row) => row.students },
  { header: t.present, kind: 'number', value: (row) => row.present },
];

/** Each teacher's lessons, hours and students over the period. */
export function TeachersReportView({ report }: { report: TeachersReport }) {
  const { totals } = report;
  return (
    <Stack>
      <Figures
        label={t.totals}
        items={[
          [t.lessonsHeld, countText(totals.lessons_held)],
          [t.lessonsCanceled, countText(totals.lessons_canceled)],
          [t.hours, fractionText(totals.hours)],
          [t.students, countText(totals.students)],
          [t.present, countText(totals.present)],
        ]}
      />
      <Card
        title={t.title}
        actions={
          <ReportExport name={periodExportName(t.title, report)} columns={columns} rows={report.rows} />
        }
      >
        <p className={styles.hint}>{t.hint}</p>
        <BarChartFigure
          title={t.title}
          rows={report.rows}
          category={(row) => row.teacher_name}
          bars={[
            { key: 'lessons_held', label: t.lessonsHeld, color: 'var(--color-accent)' },
            { key: 'hours', label: t.hours, color: 'var(--color-success)' },
            { key: 'students', label: t.students, color: 'var(--color-text-muted)' },
          ]}
          table={
            <ReportTable
              label={reportTexts.tableOf(t.title)}
              columns={columns}
              rows={report.rows}
              rowKey={(row) => row.teacher_id ?? 0}
            />
          }
        />
      </Card>
    </Stack>
  );
}
