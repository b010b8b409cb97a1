import { describe, expect, it } from 'vitest';
import { importFields, type Lead } from '@/contract';
import { toCsv } from '@/ui/export/to-csv';
import { toXlsx } from '@/ui/export/to-xlsx';
import { leadExportColumns } from '../leads/lead-export';
import { autoMapColumns, mappedRows } from './column-mapping';
import { fileTexts } from './file-errors';
import { readTableFile } from './read-table-file';

const csvFile = (text: string, name = 'лиды.csv') => new File([text], name, { type: 'text/csv' });
const bytesFile = (bytes: Uint8Array | ArrayBuffer, name: string) => new File([new Uint8Array(bytes)], name);

/** The Russian message a file is refused with. */
async function refusal(file: globalThis.File): Promise<string> {
  try {
    await readTableFile(file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${file.name} was read`);
}

const lead: Lead = {
  id: 7,
  name: 'Новикова Дарья',
  phone: '+7 (916) 123-45-67',
  trial_date: '2026-12-05',
  qualification: '=ЕСЛИ(1;2) — так написала сама',
  created_at: '2026-11-20T10:00:00.000Z',
  converted_to_client_at: null,
  source_id: 1,
  source_name: 'Instagram',
  status_id: 1,
  status_name: 'Новый',
  created_by: 'Савельева Ирина Андреевна',
  school_id: 1,
  group_id: 1,
  groups: [{ id: 1, name: 'Пробное в субботу' }],
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

describe('reading a file to import', () => {
  it('reads a Russian Excel CSV: BOM, «;», quotes, blank lines skipped, each row with its line', async () => {
    const table = await readTableFile(
      csvFile('\uFEFFИмя;Телефон\r\n"Петрова; Анна";8 916 123-45-67\r\n;\r\nИванов Иван;\r\n'),
    );
    expect(table).toMatchObject({
      headers: ['Имя', 'Телефон'],
      rows: [
        ['Петрова; Анна', '8 916 123-45-67'],
        ['Иванов Иван', ''],
      ],
      lines: [2, 4],
      notice: null,
    });
  });

  it('reads a comma-separated file and one saved in Windows-1251, saying so', async () => {
    expect((await readTableFile(csvFile('Name,Phone\nАнна,9161234567\n'))).rows).toEqual([
      ['Анна', '9161234567'],
    ]);
    const cp1251 = new Uint8Array([
      0xc8, 0xec, 0xff, 0x3b, 0x0d, 0x0a, 0xc0, 0xed, 0xed, 0xe0, 0x3b, 0x0d, 0x0a,
    ]);
    const table = await readTableFile(bytesFile(cp1251, 'старый.csv'));
    expect(table.headers).toEqual(['Имя', 'Столбец 2']);
    expect(table.rows).toEqual([['Анна', '']]);
    expect(table.notice).toBe(fileTexts.windows1251);
  });

  it('reads back a CSV exported by Ритм: every column maps by its header, text comes back as it was', async () => {
    const exported = toCsv({ name: 'Лиды', columns: leadExportColumns, rows: [lead] });
    const table = await readTableFile(csvFile(exported));
    expect(autoMapColumns(importFields.leads, table.headers)).toEqual([
      'name',
      'phone',
      'trial_date',
      'source',
      'status',
      'groups',
      null, // «Метки»: the site's utm marks are the form's, not an import's
      null, // «Ученик»: the conversion date is not imported
      'qualification',
      'created_at',
      null, // «Кто добавил»
    ]);
    const { columns, rows } = mappedRows(autoMapColumns(importFields.leads, table.headers), table.rows);
    expect(columns).toEqual([
      'name',
      'phone',
      'trial_date',
      'source',
      'status',
      'groups',
      'qualification',
      'created_at',
    ]);
    expect(rows).toEqual([
      [
        'Новикова Дарья',
        '+7 (916) 123-45-67',
        '05.12.2026',
        'Instagram',
        'Новый',
        'Пробное в субботу',
        '=ЕСЛИ(1;2) — так написала сама',
        '20.11.2026',
      ],
    ]);
  });

  it('reads back an Excel file exported by Ритм, its dates as dates', async () => {
    const blob = await toXlsx({ name: 'Лиды', columns: leadExportColumns, rows: [lead] });
    const table = await readTableFile(bytesFile(await blob.arrayBuffer(), 'Лиды.xlsx'));
    expect(table.headers.slice(0, 3)).toEqual(['Имя', 'Телефон', 'Пробное']);
    expect(table.rows[0]?.slice(0, 3)).toEqual(['Новикова Дарья', '+7 (916) 123-45-67', '2026-12-05']);
    expect(table.lines).toEqual([2]);
  });

  it('refuses an Excel file with formulas, naming the cells', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лиды');
    sheet.addRow(['Имя', 'Телефон']);
    sheet.addRow(['Анна', { formula: 'CONCAT("8916";"1234567")' }]);
    const bytes = await workbook.xlsx.writeBuffer();
    expect(await refusal(bytesFile(bytes as ArrayBuffer, 'формулы.xlsx'))).toBe(
      fileTexts.formulas('ячейки B2'),
    );
  });

  it('refuses what cannot be imported with a sentence that says why', async () => {
    expect(await refusal(csvFile(''))).toBe(fileTexts.empty);
    expect(await refusal(csvFile('Имя;Телефон\r\n'))).toBe(fileTexts.noData);
    expect(await refusal(bytesFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'старый.xls'))).toBe(
      fileTexts.oldExcel,
    );
    expect(await refusal(bytesFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), 'фото.csv'))).toBe(
      fileTexts.notText,
    );
    expect(await refusal(bytesFile(new Uint8Array([1, 2, 3]), 'фото.png'))).toBe(fileTexts.notTable);
    expect(await refusal(bytesFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'битый.xlsx'))).toBe(
      fileTexts.brokenExcel,
    );
    expect(await refusal(csvFile('Имя;Телефон\r\nАнна;=HYPERLINK("x")\r\n'))).toBe(
      fileTexts.formulas('строка 2'),
    );
    expect(await refusal(csvFile('Имя;Телефон\r\n"Анна;8916\r\n'))).toBe(fileTexts.badQuotes(2));
    const tooMany = `Имя\r\n${'Анна\r\n'.repeat(10_001)}`;
    expect(await refusal(csvFile(tooMany))).toBe(fileTexts.tooManyRows(10_001));
    expect(await refusal(bytesFile(new Uint8Array(10 * 1024 * 1024 + 1), 'большой.csv'))).toBe(
      fileTexts.tooBig,
    );
  });
});
