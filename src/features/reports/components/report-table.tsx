import { formatMoney } from '@/contract';
import { ExportButtons } from '@/ui/export/export-buttons';
import type { ExportColumn } from '@/ui/export/export-columns';
import { Table } from '@/ui/table';
import { countText, dayText, fractionText, percentText } from './format';
import styles from './reports.module.css';

export type ReportColumns<Row> = readonly ExportColumn<Row>[];

/** A cell as the page shows it (`1 234,50 ₽`, `87,5 %`); the file gets typed values from the same column. */
function shownText<Row>(column: ExportColumn<Row>, row: Row): string {
  switch (column.kind) {
    case 'text':
      return column.value(row);
    case 'date': {
      const date = column.value(row);
      return date ? dayText(date) : '—';
    }
    case 'money': {
      const amount = column.value(row);
      return amount === null ? '—' : formatMoney(amount);
    }
    case 'percent':
      return percentText(column.value(row));
    case 'number': {
      const number = column.value(row);
      // Fractions to the hundredth: 1,75 hours, an average of 1,33 visits.
      return number === null ? '—' : Number.isInteger(number) ? countText(number) : fractionText(number);
    }
  }
}

type ReportTableProps<Row> = {
  label: string;
  columns: ReportColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  framed?: boolean;
};

/** The numbers of a report: one column list draws the table and writes its file. */
export function ReportTable<Row>({ label, columns, rows, rowKey, framed }: ReportTableProps<Row>) {
  return (
    // Headers may wrap: a report has many numeric columns, and a cut header hides what a number means.
    <div className={styles.reportTable}>
      <Table label={label} headers={columns.map((column) => column.header)} framed={framed}>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={column.kind === 'text' ? undefined : styles.number}>
                {shownText(column, row)}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** «CSV» and «Excel» of one report table, named by the report and its period. */
export function ReportExport<Row>({
  name,
  columns,
  rows,
}: {
  name: string;
  columns: ReportColumns<Row>;
  rows: readonly Row[];
}) {
  return <ExportButtons table={() => ({ name, columns, rows })} />;
}
