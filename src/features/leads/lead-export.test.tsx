import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLeads } from '@/contract';
import { leadNames, openLeads } from './testing';

/** The files the page handed to the browser to save, by name. */
function captureDownloads() {
  const files = new Map<string, Blob>();
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.set(this.download, last);
  });
  return files;
}

/** The file's bytes as text, the byte-order mark kept (a reader's own decoding would drop it). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('export of /leads', () => {
  it('writes exactly the rows in view — the group tab and the search — with Russian headers', async () => {
    const files = captureDownloads();
    const { user, grid } = await openLeads({ tab: 'Пробное в субботу' });
    const search = demoLeads.find((lead) => lead.group === 'Пробное в субботу')?.name.split(' ')[0] ?? '';
    await user.type(screen.getByRole('searchbox'), search);
    await waitFor(() => expect(leadNames(grid).every((name) => name.includes(search))).toBe(true));
    const shown = leadNames(grid);

    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));

    const file = files.get('Лиды — Пробное в субботу.csv');
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
    await waitFor(() => expect(files.has('Лиды — все.xlsx')).toBe(true));
    expect(files.get('Лиды — все.xlsx')?.size).toBeGreaterThan(1000);
  });
});
