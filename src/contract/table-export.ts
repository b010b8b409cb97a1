import Papa from 'papaparse';
import { russianDate } from './dates';

// A table as a file for a Russian spreadsheet: the SPA's «CSV» and «Excel» buttons (src/ui/export) and the server's
// archive of a school (docs/archive.md) write their CSVs by the same rules. Imported by path, not through the
// contract's index, so that papaparse loads only with an export.

/**
 * One column of an exported table: its Russian header, what kind of value it holds (so a spreadsheet gets a real
 * date or number, not text) and the value of a row. Dates are `YYYY-MM-DD`, money is kopecks, as on the wire.
 */
export type ExportColumn<Row> =
  | { header: string; kind: 'text'; value: (row: Row) => string }
  | { header: string; kind: 'date'; value: (row: Row) => string | null }
  | { header: string; kind: 'money' | 'number'; value: (row: Row) => number | null }
  /** A share from 0 to 1. */
  | { header: string; kind: 'percent'; value: (row: Row) => number | null };

export type ExportTable<Row> = {
  /** The file's name without the extension, e.g. «Лиды — Хип-хоп 7–10 лет». */
  name: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
};

const rubles = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

/**
 * Text a spreadsheet would run as a formula gets an apostrophe: `=…`, `@…`, and `+…`/`-…` with letters or
 * `= | !` in it (`+HYPERLINK(…)`, `-2+3+cmd|…`). A phone (`+7 (916) 123-45-67`) or `-5` stays as it is.
 */
const isFormulaLike = (text: string) => /^[=@\t\r]/.test(text) || /^[+-].*[\p{L}=|!]/u.test(text);

/** A cell as text, the way a Russian spreadsheet reads it: `дд.мм.гггг`, `1234,50`, never a formula. */
export function cellText<Row>(column: ExportColumn<Row>, row: Row): string {
  if (column.kind === 'text') {
    const text = column.value(row);
    return isFormulaLike(text) ? `'${text}` : text;
  }
  if (column.kind === 'date') {
    const date = column.value(row);
    return date ? russianDate(date) : '';
  }
  const number = column.value(row);
  if (number === null) return '';
  if (column.kind === 'money') return rubles(number);
  if (column.kind === 'percent') return `${String(Math.round(number * 1000) / 10).replace('.', ',')} %`;
  return String(number).replace('.', ',');
}

const BOM = '\uFEFF';

/**
 * A CSV a Russian Excel opens as it is: UTF-8 with a byte-order mark, `;` between cells (the comma is the decimal
 * separator there), CRLF line ends, quotes where a cell needs them.
 */
export function toCsv<Row>({ columns, rows }: ExportTable<Row>): string {
  const data = rows.map((row) => columns.map((column) => cellText(column, row)));
  return (
    BOM +
    Papa.unparse(
      { fields: columns.map((column) => column.header), data },
      { delimiter: ';', newline: '\r\n' },
    )
  );
}
