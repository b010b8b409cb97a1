import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './export-columns';
import { exportName } from './export-name';
import { toCsv } from './to-csv';
import { toXlsx } from './to-xlsx';

type Lead = { name: string; phone: string; trial: string | null; paid: number | null; visits: number };
const columns: ExportColumn<Lead>[] = [
  { header: 'ФИО', kind: 'text', value: (row) => row.name },
  { header: 'Телефон', kind: 'text', value: (row) => row.phone },
  { header: 'Пробное', kind: 'date', value: (row) => row.trial },
  { header: 'Оплачено', kind: 'money', value: (row) => row.paid },
  { header: 'Занятий', kind: 'number', value: (row) => row.visits },
];
const rows: Lead[] = [
  {
    name: 'Иванова Анна; «Звезда»',
    phone: '+7 (916) 123-45-67',
    trial: '2026-03-04',
    paid: 123_450,
    visits: 3,
  },
  { name: '=HYPERLINK("http://x")', phone: '', trial: null, paid: null, visits: 0 },
  { name: 'Долг', phone: '-2+3+cmd|calc', trial: null, paid: -50_000, visits: -1 },
];
const table = { name: 'Лиды', columns, rows };

describe('export of a table', () => {
  it('writes a CSV a Russian Excel opens: BOM, «;», Russian dates and decimal commas, no formulas', () => {
    const csv = toCsv(table);
    expect(csv.startsWith('\uFEFFФИО;Телефон;Пробное;Оплачено;Занятий\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(parsed).toEqual([
      ['ФИО', 'Телефон', 'Пробное', 'Оплачено', 'Занятий'],
      ['Иванова Анна; «Звезда»', '+7 (916) 123-45-67', '04.03.2026', '1234,50', '3'],
      ['\'=HYPERLINK("http://x")', '', '', '', '0'],
      ['Долг', "'-2+3+cmd|calc", '', '-500,00', '-1'],
    ]);
  });

  it('writes an Excel sheet with real dates and money as rubles', async () => {
    const blob = await toXlsx(table);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Лиды');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ФИО', 'Телефон', 'Пробное', 'Оплачено', 'Занятий']);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe('Иванова Анна; «Звезда»');
    expect(first?.getCell(3).value).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(first?.getCell(3).numFmt).toBe('dd.mm.yyyy');
    expect(first?.getCell(4).value).toBe(1234.5);
    expect(first?.getCell(4).numFmt).toBe('#,##0.00 "₽"');
    expect(sheet?.getRow(3).getCell(1).value).toBe('=HYPERLINK("http://x")');
    expect(sheet?.getRow(3).getCell(3).value).toBeNull();
    expect(sheet?.rowCount).toBe(4);
  });
});

describe('exportName', () => {
  const groups = [{ id: 3, name: 'Хип-хоп 7–10 лет' }];
  it('names the tab the rows came from, and the search that narrowed them', () => {
    expect(exportName('Лиды', groups, null)).toBe('Лиды — все');
    expect(exportName('Лиды', groups, 3)).toBe('Лиды — Хип-хоп 7–10 лет');
    expect(exportName('Лиды', groups, null, ' ива ')).toBe('Лиды — все, поиск «ива»');
    expect(exportName('Лиды', groups, 3, '917')).toBe('Лиды — Хип-хоп 7–10 лет, поиск «917»');
  });
});
