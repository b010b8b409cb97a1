import { screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// docs/archive.md, «Данные семьи»: the owner answers a parent's personal-data request (152-ФЗ) from the client's
// expanded row; the file holds that family and nobody else. The mock host runs the server's own app.

afterEach(() => vi.restoreAllMocks());

const CLIENT = 'Галиева Виктория Олеговна';

async function expandClient(role: 'owner' | 'manager') {
  await signInAs(role);
  const view = renderApp('/clients');
  const grid = await screen.findByRole('grid', { name: 'Клиенты' });
  await view.user.click(await screen.findByRole('tab', { name: 'Все' }));
  // Straight from the DOM, as the clients page's own test: role queries over the whole grid are slow.
  const expand = await waitFor(() => {
    const button = grid.querySelector<HTMLElement>(`[aria-label="Подробнее: ${CLIENT}"]`);
    if (!button) throw new Error(`No row for ${CLIENT}`);
    return button;
  });
  await view.user.click(expand);
  return { ...view, grid };
}

describe('a family’s data', () => {
  it('downloads from the owner’s expanded client as a ZIP of that family only', async () => {
    const files = captureDownloads();
    const { grid, user } = await expandClient('owner');
    const section = within(grid).getByRole('region', { name: 'Данные семьи' });

    await user.click(within(section).getByRole('button', { name: 'Выгрузить данные семьи' }));

    await waitFor(() => expect(files.size).toBe(1));
    const [[name, blob]] = [...files] as [[string, Blob]];
    expect(name).toMatch(new RegExp(`^Данные семьи ${CLIENT} \\d\\d\\.\\d\\d\\.\\d{4}\\.zip$`));
    const zip = await JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()));
    const json = JSON.parse((await zip.file('family.json')?.async('string')) ?? '{}');
    expect(json.tables.clients.map((client: { name: string }) => client.name)).toEqual([CLIENT]);
    expect(json.tables.students.map((student: { name: string }) => student.name)).toContain(
      'Галиева Варвара',
    );
    expect(zip.file(/Клиенты\.csv$/)).toHaveLength(1);
  });

  it('is the owner’s: a manager sees the client but not the button', async () => {
    const { grid } = await expandClient('manager');
    await within(grid).findByRole('region', { name: `Ученики клиента ${CLIENT}` });
    expect(within(grid).queryByRole('button', { name: 'Выгрузить данные семьи' })).not.toBeInTheDocument();
  });
});
