import Papa from 'papaparse';
import { cellText, type ExportTable } from './export-columns';

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
