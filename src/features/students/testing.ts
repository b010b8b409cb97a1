import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { Student } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { callApi } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

afterEach(() => useSelectedGroupStore.setState({ selected: {} }));

/** Opens /students as the owner, on «Все» unless told otherwise. */
export async function openStudents({ tab = 'Все' }: { tab?: string | null } = {}) {
  await signInAs('owner');
  const view = renderApp('/students');
  const grid = await screen.findByRole('grid', { name: 'Ученики' });
  if (tab) await view.user.click(await screen.findByRole('tab', { name: tab }));
  await waitFor(() => expect(studentNames(grid).length).toBeGreaterThan(0));
  return { ...view, grid };
}

// Read straight from the DOM: naming every button of the grid through role queries is slow in jsdom.

export function studentRow(grid: HTMLElement, name: string): HTMLElement {
  const row = grid.querySelector<HTMLElement>(`tr:has(> td > [aria-label="Подробнее: ${name}"])`);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** The row and, when expanded, its details. */
export function studentRowGroup(grid: HTMLElement, name: string): HTMLElement {
  return studentRow(grid, name).closest('tbody') as HTMLElement;
}

/** The row's cell under a column header: an empty cell's button reads only «—». */
export function cellOf(grid: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = [...grid.querySelectorAll('thead tr > *')].map((cell) => cell.textContent);
  const cell = row.children[headers.indexOf(header)];
  if (!(cell instanceof HTMLElement)) throw new Error(`No column «${header}»`);
  return cell;
}

export function studentNames(grid: HTMLElement): string[] {
  return [...grid.querySelectorAll('[aria-label^="Подробнее: "]')].map((button) =>
    (button.getAttribute('aria-label') ?? '').replace('Подробнее: ', ''),
  );
}

/** Brings a student into view by searching for the name, as the front desk would in a long list. */
export async function findStudent(
  grid: HTMLElement,
  user: { type: (element: Element, text: string) => Promise<void> },
  name: string,
): Promise<HTMLElement> {
  await user.type(screen.getByRole('searchbox'), name);
  return waitFor(() => studentRow(grid, name));
}

export function addButton(): HTMLElement {
  return screen.getByText('Добавить', { selector: 'button' });
}

export async function storedStudent(name: string): Promise<Student | undefined> {
  const data = await callApi('studentsAll', { json: {} });
  return data.find((student) => student.name === name);
}
