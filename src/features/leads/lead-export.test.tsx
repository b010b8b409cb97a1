import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLeads } from '@/contract';
import { captureDownloads, textOf } from '@/test/downloads';
import { gridRowNames } from '@/test/grid';
import { openLeads } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('export of /leads', () => {
  it('writes exactly the rows in view — the group tab and the search — with Russian headers', async () => {
    const files = captureDownloads();
    const { user, grid } = await openLeads({ tab: 'Пробное в субботу' });
    const search = demoLeads.find((lead) => lead.group === 'Пробное в субботу')?.name.split(' ')[0] ?? '';
    await user.type(screen.getByRole('searchbox'), search);
    await waitFor(() => expect(gridRowNames(grid).every((name) => name.includes(search))).toBe(true));
    const shown = gridRowNames(grid);

    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));

    // Named after what it holds: the tab and the search that narrowed it.
    const file = files.get(`Лиды — Пробное в субботу, поиск «${search}».csv`);
    expect(file).toBeDefined();
    const text = await textOf(file as Blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(header?.slice(0, 5)).toEqual(['Имя', 'Телефон', 'Пробное', 'Источник', 'Статус']);
    expect(rows.map((row) => row[0])).toEqual(shown);
    expect(rows.every((row) => row[5] === 'Пробное в субботу')).toBe(true);
  });

  it('writes an Excel file of the same rows', async () => {
    const files = captureDownloads();
    const { user } = await openLeads();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    // exceljs is loaded on the click and builds the file: seconds on a busy machine.
    await waitFor(() => expect(files.has('Лиды — все.xlsx')).toBe(true), { timeout: 10_000 });
    expect(files.get('Лиды — все.xlsx')?.size).toBeGreaterThan(1000);
  });
});
