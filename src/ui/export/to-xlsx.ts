import type { ExportTable } from './export-columns';

const DATE_FORMAT = 'dd.mm.yyyy';
const MONEY_FORMAT = '#,##0.00 "₽"';
const PERCENT_FORMAT = '0.0%';

/**
 * An Excel workbook of one sheet with typed cells: dates are dates, money is rubles as numbers with a ₽ format.
 * exceljs is loaded only when somebody exports.
 */
export async function toXlsx<Row>({ name, columns, rows }: ExportTable<Row>): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // A sheet name is at most 31 characters and has no []:*?/\ in Excel.
  const sheet = workbook.addWorksheet(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Лист 1');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    ...(column.kind === 'date' && { style: { numFmt: DATE_FORMAT } }),
    ...(column.kind === 'money' && { style: { numFmt: MONEY_FORMAT } }),
    ...(column.kind === 'percent' && { style: { numFmt: PERCENT_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        // A string cell is never a formula in exceljs; only `{ formula }` objects are.
        if (column.kind === 'text') return column.value(row);
        if (column.kind === 'date') {
          const date = column.value(row);
          return date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null;
        }
        const number = column.value(row);
        if (number === null) return null;
        return column.kind === 'money' ? number / 100 : number;
      }),
    );
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
