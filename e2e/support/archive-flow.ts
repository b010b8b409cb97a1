import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { buildClient, buildStudent } from './builders';
import type { Login } from './school-test';

// docs/archive.md: the owner downloads the school's archive from the school card and a family's data from a
// client's row; both files are opened here as a person's spreadsheet and Ritm would open them.

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), zip: await JSZip.loadAsync(await readFile(await file.path())) };
}

/** A CSV of the archive as Excel reads it: the byte-order mark, `;`, a header row. */
async function csvRows(zip: JSZip, title: string): Promise<string[][]> {
  const file = zip.file(new RegExp(`${title}\\.csv$`))[0];
  const text = (await file?.async('string')) ?? '';
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
}

export async function downloadSchoolArchive(page: Page, login: Login) {
  const school = await login({ role: 'owner' });
  const students = [await buildStudent(page), await buildStudent(page)];
  await page.goto('/profile');
  const archive = page.getByRole('region', { name: 'Архив школы' });
  const { name, zip } = await download(page, () =>
    archive.getByRole('button', { name: 'Скачать архив школы' }).click(),
  );
  expect(name).toMatch(/^Архив школы .+\.zip$/);
  const json = JSON.parse((await zip.file('school.json')?.async('string')) ?? '{}');
  expect(json).toMatchObject({ format: 'ritm-school-archive', format_version: 1 });
  expect(json.tables.schools[0].name).toBe(school.name);
  const [header, ...rows] = await csvRows(zip, 'Ученики');
  expect(header).toContain('Имя');
  expect(rows.length).toBe(json.tables.students.length);
  const nameColumn = header?.indexOf('Имя') ?? -1;
  expect(rows.map((row) => row[nameColumn]).sort()).toEqual(students.map((student) => student.name).sort());
  expect(JSON.stringify(json)).not.toContain('scrypt$');
}

export async function downloadFamilyData(page: Page, login: Login) {
  await login({ role: 'owner' });
  // Another family beside it: the file must hold only the one asked for.
  const { name: client } = await buildClient(page);
  await buildClient(page);
  await page.goto('/clients');
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('button', { name: `Подробнее: ${client}` }).click();
  const { name, zip } = await download(page, () =>
    page.getByRole('button', { name: 'Выгрузить данные семьи' }).click(),
  );
  expect(name).toMatch(new RegExp(`^Данные семьи ${client} .+\\.zip$`));
  const json = JSON.parse((await zip.file('family.json')?.async('string')) ?? '{}');
  expect(json.tables.clients.map((row: { name: string }) => row.name)).toEqual([client]);
  const [, ...clients] = await csvRows(zip, 'Клиенты');
  expect(clients).toHaveLength(1);
}
