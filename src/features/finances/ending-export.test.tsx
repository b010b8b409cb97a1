import { screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, textOf } from '@/test/downloads';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('export of the ending subscriptions on /finances', () => {
  it('writes the passes the card lists, in its order, with what is left and until when', async () => {
    await signInAs('accountant');
    const { user } = renderApp('/finances');
    const card = await screen.findByRole('region', { name: 'Абонементы заканчиваются' });
    // The demo sold passes three weeks ago and one with a single visit left: the card is never empty.
    const list = await within(card).findByRole('list', { name: 'Абонементы заканчиваются' });
    const shown = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(shown.length).toBeGreaterThan(0);

    const files = captureDownloads();
    await user.click(within(card).getByRole('button', { name: 'Выгрузить в CSV' }));
    // The school's today by the tests' clock (mocks/node.ts): Monday 2 March 2026 in Moscow.
    const name = 'Абонементы заканчиваются на 02.03.2026.csv';
    expect([...files.keys()]).toEqual([name]);
    const [header, ...rows] = Papa.parse<string[]>((await textOf(files.get(name) as Blob)).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(['Ученик', 'Абонемент', 'Осталось занятий', 'Действует до']);
    expect(rows).toHaveLength(shown.length);
    rows.forEach(([student, pass, left, until], index) => {
      const line = shown[index] ?? '';
      expect(line.startsWith(`${student} «${pass}»`)).toBe(true);
      expect(line).toContain(left === 'безлимит' ? 'безлимит' : `осталось ${left}`);
      if (until) expect(line).toContain(`до ${until}`);
    });
  });
});
