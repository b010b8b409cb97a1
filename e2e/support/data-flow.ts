import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { buildGroup, buildLead, unique } from './builders';
import { todayInPage } from './page-api';
import type { Login } from './school-test';

// Data in and out of /leads: the owner exports a group's leads to CSV and Excel and reads the files; then imports a
// CSV of 300 leads from another CRM, with duplicates and bad rows, fixes a column the mapping did not know, and
// finds the result in /leads.

async function openLeads(page: Page) {
  await page.goto('/leads');
  const grid = page.getByRole('grid', { name: 'Лиды' });
  await expect(grid).toBeVisible();
  return grid;
}

/** The names in the grid's rows, as shown. */
async function shownNames(page: Page): Promise<string[]> {
  const buttons = page.getByRole('grid', { name: 'Лиды' }).getByRole('button', { name: /^Подробнее: / });
  const labels = await buttons.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace('Подробнее: ', ''));
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** As the owner: a group of three leads with trial dates, and a lead outside it. */
async function leadGroup(page: Page) {
  const trial_date = await todayInPage(page);
  const group = await buildGroup(page, { entity_type: 'lead' });
  const names: string[] = [];
  for (let n = 1; n <= 3; n += 1)
    names.push(
      (await buildLead(page, { phone: `+7 (917) 111-22-3${n}`, trial_date, groups: [group.id] })).name,
    );
  await buildLead(page);
  return { GROUP: group.name, names };
}

export async function exportGroupLeads(page: Page, login: Login) {
  await login({ role: 'owner' });
  const { GROUP, names: built } = await leadGroup(page);
  await openLeads(page);
  await page.getByRole('tab', { name: GROUP }).click();
  await expect(page.getByRole('tab', { name: GROUP })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('grid', { name: 'Лиды' }).getByRole('button', { name: /^Подробнее: / }),
  ).toHaveCount(3);
  const names = await shownNames(page);
  expect([...names].sort()).toEqual(built.sort());

  const csv = await download(page, 'Выгрузить в CSV');
  expect(csv.name).toBe(`Лиды — ${GROUP}.csv`);
  const text = csv.bytes.toString('utf-8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  expect(header?.slice(0, 6)).toEqual(['Имя', 'Телефон', 'Пробное', 'Источник', 'Статус', 'Группа']);
  expect(rows.map((row) => row[0])).toEqual(names);
  expect(rows.every((row) => row[5] === GROUP)).toBe(true);

  const xlsx = await download(page, 'Выгрузить в Excel');
  expect(xlsx.name).toBe(`Лиды — ${GROUP}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const sheetNames: string[] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) sheetNames.push(String(row.getCell(1).value));
  });
  expect(sheetNames).toEqual(names);
  // A trial date is a real date in the sheet, not text.
  const trial = sheet?.getColumn(3).values.find((value) => value instanceof Date);
  expect(trial).toBeInstanceOf(Date);
}

/** As the owner: the 5 leads the school already has when the file comes, with phones. */
async function knownLeads(page: Page) {
  const known: { name: string; phone: string }[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const phone = `+7 (916) 100-00-0${n}`;
    known.push({ name: (await buildLead(page, { phone })).name, phone });
  }
  return known;
}

/**
 * 300 rows: 270 new leads, 15 of them again further down the file, 5 leads the school already has (their phones
 * written as 8…), 10 with a bad phone. The phone column's header is one the mapping does not know.
 */
function leadsFile(tag: string, known: { name: string; phone: string }[]): string {
  const lines = ['Клиент;Контактный номер;Дата пробного;Комментарий'];
  const phone = (n: number) => {
    const digits = String(n).padStart(4, '0');
    return `8 (917) 000-${digits.slice(0, 2)}-${digits.slice(2)}`;
  };
  for (let n = 1; n <= 270; n += 1) lines.push(`Импорт ${tag} №${n};${phone(n)};05.12.2026;из файла`);
  for (let n = 1; n <= 15; n += 1) lines.push(`Импорт ${tag} №${n};${phone(n)};;повтор`);
  for (const lead of known) lines.push(`${lead.name};8${lead.phone.replace(/\D/g, '').slice(1)};;`);
  for (let n = 1; n <= 10; n += 1) lines.push(`Ошибка ${tag} №${n};12-34;;`);
  return `${lines.join('\r\n')}\r\n`;
}

export async function importLeads(page: Page, login: Login) {
  await login({ role: 'owner' });
  const known = await knownLeads(page);
  await openLeads(page);
  await page.getByRole('tab', { name: 'Все' }).click();
  const summary = page.getByText(/^Всего: \d+$/);
  await expect(summary).toHaveText('Всего: 5');
  const tag = unique();

  await page.getByRole('button', { name: 'Импорт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт лидов' });
  await dialog.getByLabel('Выбрать файл').setInputFiles({
    name: 'из старой CRM.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${leadsFile(tag, known)}`, 'utf-8'),
  });
  await expect(dialog.getByText('из старой CRM.csv: 300 строк с данными')).toBeVisible();

  // Without the phones only the names match: the 15 repeats are caught, the known leads and the bad phones are not.
  await expect(dialog.getByLabel('Поле для столбца «Контактный номер»')).toHaveValue('');
  await expect(dialog.getByText('Новых: 285')).toBeVisible();
  await dialog.getByLabel('Поле для столбца «Контактный номер»').selectOption({ label: 'Телефон' });
  for (const figure of ['Новых: 270', 'Пропустить повторов: 20', 'С ошибками: 10'])
    await expect(dialog.getByText(figure)).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Строки с ошибками и повторы' });
  await expect(problems.getByRole('row', { name: new RegExp(`Ошибка ${tag} №1 `) })).toContainText(
    'Телефон в поле «Телефон» должен быть в формате',
  );

  await dialog.getByRole('button', { name: 'Загрузить 270' }).click();
  await expect(dialog.getByText('Создано: 270, обновлено: 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();

  await expect(summary).toHaveText('Всего: 275');
  await page.getByRole('searchbox').fill(`Импорт ${tag} №27`);
  // №27 and №270: the imported leads are in the table with their phones.
  await expect(page.getByText('Найдено: 2 из', { exact: false })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Лиды' })).toContainText('+7 (917) 000-02-70');
}
