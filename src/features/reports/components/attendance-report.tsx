import type { AttendanceReport } from '@/contract';
import { Card } from '@/ui/card';
import { periodExportName } from '@/ui/export/export-name';
import { Figures } from '@/ui/figures';
import { Stack } from '@/ui/stack';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { countText, percentText, shortDayText } from './format';
import { type ReportColumns, ReportExport, ReportTable } from './report-table';
import styles from './reports.module.css';

const t = reportTexts.attendance;
type Row<K extends keyof AttendanceReport> = AttendanceReport[K] extends readonly (infer R)[] ? R : never;

const markBars = [
  { key: 'present', label: t.present, color: 'var(--color-success)', stack: 'marks' },
  { key: 'absent', label: t.absent, color: 'var(--color-danger)', stack: 'marks' },
  { key: 'excused', label: t.excused, color: 'var(--color-accent)', stack: 'marks' },
] as const;

function markColumns<R extends { present: number; absent: number; excused: number }>(): ReportColumns<R> {
  return [
    { header: t.present, kind: 'number', value: (row) => row.present },
    { header: t.absent, kind: 'number', value: (row) => row.absent },
    { header: t.excused, kind: 'number', value: (row) => row.excused },
  ];
}

const byDay: ReportColumns<Row<'by_day'>> = [
  { header: t.date, kind: 'date', value: (row) => row.date },
  { header: t.lessonsHeld, kind: 'number', value: (row) => row.lessons_held },
  ...markColumns<Row<'by_day'>>(),
];
const byGroup: ReportColumns<Row<'by_group'>> = [
  { header: t.groupName, kind: 'text', value: (row) => row.group_name },
  { header: t.lessonsHeld, kind: 'number', value: (row) => row.lessons_held },
  ...markColumns<Row<'by_group'>>(),
  { header: t.rate, kind: 'percent', value: (row) => row.rate },
];
const byStudent: ReportColumns<Row<'by_student'>> = [
  { header: t.studentName, kind: 'text', value: (row) => row.student_name },
  ...markColumns<Row<'by_student'>>(),
  { header: t.rate, kind: 'percent', value: (row) => row.rate },
];
const stopped: ReportColumns<Row<'stopped_coming'>> = [
  { header: t.studentName, kind: 'text', value: (row) => row.student_name },
  { header: t.subscription, kind: 'text', value: (row) => row.subscription_name },
  { header: t.lastVisit, kind: 'date', value: (row) => row.last_visit },
];

export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const { totals } = report;
  const file = (title: string) =>
    periodExportName(`${reportTexts.kinds.attendance}, ${title.toLowerCase()}`, report);
  return (
    <Stack>
      <Figures
        label={t.totals}
        items={[
          [t.lessonsHeld, countText(totals.lessons_held)],
          [t.present, countText(totals.present)],
          [t.absent, countText(totals.absent)],
          [t.excused, countText(totals.excused)],
          [t.rate, percentText(totals.rate)],
        ]}
      />
      <Figures
        label={t.makeups}
        items={[
          [t.makeupsGiven, countText(report.makeups.given)],
          [t.makeupsUsed, countText(report.makeups.used)],
          [t.makeupsExpired, countText(report.makeups.expired)],
        ]}
      />
      <Card
        title={t.byDay}
        actions={<ReportExport name={file(t.byDay)} columns={byDay} rows={report.by_day} />}
      >
        <BarChartFigure
          title={t.byDay}
          rows={report.by_day}
          category={(row) => shortDayText(row.date)}
          bars={markBars}
          table={
            <ReportTable
              label={reportTexts.tableOf(t.byDay)}
              columns={byDay}
              rows={report.by_day}
              rowKey={(row) => row.date}
            />
          }
        />
      </Card>
      <Card
        title={t.byGroup}
        actions={<ReportExport name={file(t.byGroup)} columns={byGroup} rows={report.by_group} />}
      >
        <BarChartFigure
          title={t.byGroup}
          rows={report.by_group}
          category={(row) => row.group_name}
          bars={markBars}
          table={
            <ReportTable
              label={reportTexts.tableOf(t.byGroup)}
              columns={byGroup}
              rows={report.by_group}
              rowKey={(row) => row.group_id}
            />
          }
        />
      </Card>
      <div className={styles.grid}>
        <Card
          title={t.byStudent}
          flush
          actions={<ReportExport name={file(t.byStudent)} columns={byStudent} rows={report.by_student} />}
        >
          {report.by_student.length === 0 ? (
            <p className={styles.cardHint}>{reportTexts.empty}</p>
          ) : (
            <ReportTable
              label={t.byStudent}
              columns={byStudent}
              rows={report.by_student}
              rowKey={(row) => row.student_id}
              framed={false}
            />
          )}
        </Card>
        <Card
          title={t.stopped}
          flush
          actions={<ReportExport name={file(t.stopped)} columns={stopped} rows={report.stopped_coming} />}
        >
          <p className={styles.cardHint}>{t.stoppedHint}</p>
          <ReportTable
            label={t.stopped}
            columns={stopped}
            rows={report.stopped_coming}
            rowKey={(row) => row.student_id}
            framed={false}
          />
        </Card>
      </div>
    </Stack>
  );
}
