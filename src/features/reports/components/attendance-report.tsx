import type { AttendanceReport } from '@/contract';
import { Card } from '@/ui/card';
import { Stack } from '@/ui/stack';
import { Table } from '@/ui/table';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { Figures, NumberCell } from './figures';
import { countText, dayText, percentText, shortDayText } from './format';
import styles from './reports.module.css';

const t = reportTexts.attendance;
const markBars = [
  { key: 'present', label: t.present, color: 'var(--color-success)', stack: 'marks' },
  { key: 'absent', label: t.absent, color: 'var(--color-danger)', stack: 'marks' },
  { key: 'excused', label: t.excused, color: 'var(--color-accent)', stack: 'marks' },
] as const;
const markHeaders = [t.present, t.absent, t.excused, t.rate];

export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const { totals } = report;
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
      <Card title={t.byDay}>
        <BarChartFigure
          title={t.byDay}
          rows={report.by_day}
          category={(row) => shortDayText(row.date)}
          bars={markBars}
          table={
            <Table
              label={reportTexts.tableOf(t.byDay)}
              headers={[t.date, t.lessonsHeld, ...markHeaders.slice(0, 3)]}
            >
              {report.by_day.map((row) => (
                <tr key={row.date}>
                  <td>{dayText(row.date)}</td>
                  <NumberCell>{countText(row.lessons_held)}</NumberCell>
                  <NumberCell>{countText(row.present)}</NumberCell>
                  <NumberCell>{countText(row.absent)}</NumberCell>
                  <NumberCell>{countText(row.excused)}</NumberCell>
                </tr>
              ))}
            </Table>
          }
        />
      </Card>
      <Card title={t.byGroup}>
        <BarChartFigure
          title={t.byGroup}
          rows={report.by_group}
          category={(row) => row.group_name}
          bars={markBars}
          table={
            <Table
              label={reportTexts.tableOf(t.byGroup)}
              headers={[t.groupName, t.lessonsHeld, ...markHeaders]}
            >
              {report.by_group.map((row) => (
                <tr key={row.group_id}>
                  <td>{row.group_name}</td>
                  <NumberCell>{countText(row.lessons_held)}</NumberCell>
                  <NumberCell>{countText(row.present)}</NumberCell>
                  <NumberCell>{countText(row.absent)}</NumberCell>
                  <NumberCell>{countText(row.excused)}</NumberCell>
                  <NumberCell>{percentText(row.rate)}</NumberCell>
                </tr>
              ))}
            </Table>
          }
        />
      </Card>
      <div className={styles.grid}>
        <Card title={t.byStudent} flush>
          {report.by_student.length === 0 && <p className={styles.cardHint}>{reportTexts.empty}</p>}
          <Table label={t.byStudent} headers={[t.studentName, ...markHeaders]} framed={false}>
            {report.by_student.map((row) => (
              <tr key={row.student_id}>
                <td>{row.student_name}</td>
                <NumberCell>{countText(row.present)}</NumberCell>
                <NumberCell>{countText(row.absent)}</NumberCell>
                <NumberCell>{countText(row.excused)}</NumberCell>
                <NumberCell>{percentText(row.rate)}</NumberCell>
              </tr>
            ))}
          </Table>
        </Card>
        <Card title={t.stopped} flush>
          <p className={styles.cardHint}>{t.stoppedHint}</p>
          <Table label={t.stopped} headers={[t.studentName, t.subscription, t.lastVisit]} framed={false}>
            {report.stopped_coming.map((row) => (
              <tr key={row.student_id}>
                <td>{row.student_name}</td>
                <td>{row.subscription_name}</td>
                <td>{row.last_visit ? dayText(row.last_visit) : t.never}</td>
              </tr>
            ))}
          </Table>
        </Card>
      </div>
    </Stack>
  );
}
