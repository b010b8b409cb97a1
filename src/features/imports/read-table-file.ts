import Papa from 'papaparse';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@/contract';
import { fileTexts, ImportFileError } from './file-errors';
import { readXlsxRows } from './read-xlsx';

/** A file read as a table: its header row, its data rows as text, and the line of the file each came from. */
export type TableFile = {
  fileName: string;
  headers: string[];
  rows: string[][];
  /** The 1-based line (or spreadsheet row) of each data row, for «строка 12» in the preview. */
  lines: number[];
  /** A Russian sentence about how the file was read, when it needed care (a Windows-1251 CSV). */
  notice: string | null;
};

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);

// Control characters other than tab and line ends do not occur in a text table; they mean a binary file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The text of a CSV: UTF-8 (with or without BOM), UTF-16 with BOM, or — as a Russian Excel saves it — Windows-1251. */
function decodeText(bytes: Uint8Array): { text: string; notice: string | null } {
  if (startsWith(bytes, 0xff, 0xfe)) return { text: new TextDecoder('utf-16le').decode(bytes), notice: null };
  if (startsWith(bytes, 0xfe, 0xff)) return { text: new TextDecoder('utf-16be').decode(bytes), notice: null };
  let text: string;
  let notice: string | null = null;
  try {
    // TextDecoder drops a UTF-8 BOM by itself.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes);
    notice = fileTexts.windows1251;
  }
  if (BINARY.test(text)) throw new ImportFileError(fileTexts.notText);
  return { text, notice };
}

/** Ритм's own CSV puts an apostrophe before text a spreadsheet would run (`'=…`); reading it back takes it off. */
const unneutralise = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * The delimiter is the one the header line uses most: «;» (a Russian Excel), «,» or a tab. Papa's own guess is thrown
 * off by blank lines and by a delimiter inside quotes; a header rarely has either.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (delimiter: string) => header.split(delimiter).length - 1;
  return [';', ',', '\t'].reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

function readCsv(bytes: Uint8Array): { rows: string[][]; lines: number[]; notice: string | null } {
  const { text, notice } = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const quotes = parsed.errors.find((error) => error.type === 'Quotes');
  if (quotes) throw new ImportFileError(fileTexts.badQuotes((quotes.row ?? 0) + 1));
  const rows: string[][] = [];
  const lines: number[] = [];
  parsed.data.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const formula = row.findIndex((cell) => cell.startsWith('='));
    if (formula >= 0) throw new ImportFileError(fileTexts.formulas(`строка ${index + 1}`));
    rows.push(row.map(unneutralise));
    lines.push(index + 1);
  });
  return { rows, lines, notice };
}

/**
 * Reads a CSV or an Excel file into a table, or throws an `ImportFileError` that says in Russian why it cannot be
 * imported: empty, too big, not a table, an old .xls, unreadable text, formulas, no data, too many rows.
 */
export async function readTableFile(file: File): Promise<TableFile> {
  if (file.size === 0) throw new ImportFileError(fileTexts.empty);
  if (file.size > IMPORT_MAX_FILE_BYTES) throw new ImportFileError(fileTexts.tooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file.name.toLowerCase();

  let table: { rows: string[][]; lines: number[]; notice: string | null };
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) throw new ImportFileError(fileTexts.oldExcel);
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    table = { ...(await readXlsxRows(bytes)), notice: null };
  } else if (/\.(csv|txt|tsv)$/.test(name) || file.type.startsWith('text/')) {
    table = readCsv(bytes);
  } else {
    throw new ImportFileError(name.endsWith('.xlsx') ? fileTexts.brokenExcel : fileTexts.notTable);
  }

  const [headerRow, ...rows] = table.rows;
  if (!headerRow) throw new ImportFileError(fileTexts.empty);
  if (rows.length === 0) throw new ImportFileError(fileTexts.noData);
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError(fileTexts.tooManyRows(rows.length));
  const width = Math.max(headerRow.length, ...rows.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, at) => headerRow[at]?.trim() || `Столбец ${at + 1}`);
  return {
    fileName: file.name,
    headers,
    // Every row as wide as the header, so a column maps to the same cell in each.
    rows: rows.map((row) => Array.from({ length: width }, (_, at) => row[at]?.trim() ?? '')),
    lines: table.lines.slice(1),
    notice: table.notice,
  };
}
