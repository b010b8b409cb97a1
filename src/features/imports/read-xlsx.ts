import type { CellValue } from 'exceljs';
import { fileTexts, ImportFileError } from './file-errors';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as the text an import reads: dates as `YYYY-MM-DD`, numbers as digits, rich text and links as text. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  // An error value (#N/A) holds nothing to import.
  return '';
}

/**
 * The first sheet of an Excel workbook as rows of text, with each row's number. exceljs is loaded only when a
 * workbook is read. A formula refuses the file: its value is whatever the program that saved it computed.
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<{ rows: string[][]; lines: number[] }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  } catch {
    throw new ImportFileError(fileTexts.brokenExcel);
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw new ImportFileError(fileTexts.empty);

  const rows: string[][] = [];
  const lines: number[] = [];
  const formulas: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.formula || cell.type === ExcelJS.ValueType.Formula) formulas.push(cell.address);
      cells[column - 1] = cellText(cell.value).trim();
    });
    if (cells.every((cell) => !cell)) return;
    rows.push(Array.from(cells, (cell) => cell ?? ''));
    lines.push(number);
  });
  if (formulas.length > 0) {
    const where = formulas.slice(0, 3).join(', ') + (formulas.length > 3 ? ' и другие' : '');
    throw new ImportFileError(fileTexts.formulas(`ячейки ${where}`));
  }
  return { rows, lines };
}
