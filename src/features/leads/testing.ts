import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { type Lead, leadSchema, type Role } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { callApi } from '@/lib/http';
import { gridRow, gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// The selected group tab is module state; every test starts without a choice, as a fresh tab would.
afterEach(() => useSelectedGroupStore.setState({ selected: {} }));

/** Opens /leads signed in, waits for the grid, and shows «Все» unless told to stay on the first group. */
export async function openLeads({
  role = 'manager',
  tab = 'Все',
}: {
  role?: Role;
  tab?: string | null;
} = {}) {
  await signInAs(role);
  const view = renderApp('/leads');
  const grid = await screen.findByRole('grid', { name: 'Лиды' });
  if (tab) await view.user.click(await screen.findByRole('tab', { name: tab }));
  await waitFor(() => expect(gridRowNames(grid).length).toBeGreaterThan(0));
  return { ...view, grid };
}

/** The toolbar's «Добавить». Found by its text: every editable cell is a button, and naming them all is slow. */
export function addButton(): HTMLElement {
  return screen.getByText('Добавить', { selector: 'button' });
}

/** A lead's row together with its details when expanded (both live in one `<tbody>`). */
export function leadRowGroup(grid: HTMLElement, name: string): HTMLElement {
  return gridRow(grid, name).closest('tbody') as HTMLElement;
}

/** What the server stores now (read through the same client as the app). */
export async function storedLeads(): Promise<Lead[]> {
  const data = await callApi('leadsWhere', { json: {} });
  return data;
}

export async function storedLead(name: string): Promise<Lead | undefined> {
  return (await storedLeads()).find((lead) => lead.name === name);
}

/** A lead as the server would answer it, for answers forced with `mockServer.use`. */
export function buildLead(overrides: Partial<Record<keyof Lead, unknown>> = {}): Lead {
  return leadSchema.parse({
    id: 1,
    name: 'Анна Смирнова',
    phone: '',
    trial_date: null,
    qualification: '',
    created_at: '2026-05-01T09:00:00.000Z',
    converted_to_client_at: null,
    source_id: 1,
    source_name: 'Instagram',
    status_id: 1,
    status_name: 'Новый',
    created_by: 'Савельева Ирина Андреевна',
    school_id: 1,
    group_id: null,
    groups: [],
    ...overrides,
  });
}
