import type { GroupsReport } from '@/contract';
import { Card } from '@/ui/card';
import { Table } from '@/ui/table';
import { reportTexts } from '../texts';
import { BarChartFigure } from './bar-chart-figure';
import { NumberCell } from './figures';
import { countText, decimalText, percentText } from './format';

const t = reportTexts.groups;

export function GroupsReportView({ report }: { report: GroupsReport }) {
  return (
    <Card title={t.title}>
      <BarChartFigure
        title={t.title}
        rows={report.rows}
        category={(row) => row.group_name}
        bars={[
          { key: 'students', label: t.students, color: 'var(--color-accent)' },
          { key: 'average_present', label: t.averagePresent, color: 'var(--color-success)' },
        ]}
        table={
          <Table
            label={reportTexts.tableOf(t.title)}
            headers={[
              t.groupName,
              t.students,
              t.lessonsHeld,
              t.lessonsCanceled,
              t.present,
              t.averagePresent,
              t.rate,
            ]}
          >
            {report.rows.map((row) => (
              <tr key={row.group_id}>
                <td>{row.group_name}</td>
                <NumberCell>{countText(row.students)}</NumberCell>
                <NumberCell>{countText(row.lessons_held)}</NumberCell>
                <NumberCell>{countText(row.lessons_canceled)}</NumberCell>
                <NumberCell>{countText(row.present)}</NumberCell>
                <NumberCell>{decimalText(row.average_present)}</NumberCell>
                <NumberCell>{percentText(row.rate)}</NumberCell>
              </tr>
            ))}
          </Table>
        }
      />
    </Card>
  );
}
