import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { Student } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { callApi } from '@/lib/http';
import { gridRow, gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

afterEach(() => useSelectedGroupStore.setState({ selected: {} }));

/** Opens /students as the owner, on «Все» unless told otherwise. */
export async function openStudents({ tab = 'Все' }: { tab?: string | null } = {}) {
  await signInAs('owner');
  const view = renderApp('/students');
  const grid = await screen.findByRole('grid', { name: 'Ученики' });
  if (tab) await view.user.click(await screen.findByRole('tab', { name: tab }));
  await waitFor(() => expect(gridRowNames(grid).length).toBeGreaterThan(0));
  return { ...view, grid };
}

/** The row and, when expanded, its details. */
export function studentRowGroup(grid: HTMLElement, name: string): HTMLElement {
  return gridRow(grid, name).closest('tbody') as HTMLElement;
}

/** Brings a student into view by searching for the name, as the front desk would in a long list. */
export async function findStudent(
  grid: HTMLElement,
  user: { type: (element: Element, text: string) => Promise<void> },
  name: string,
): Promise<HTMLElement> {
  await user.type(screen.getByRole('searchbox'), name);
  return waitFor(() => gridRow(grid, name));
}

export function addButton(): HTMLElement {
  return screen.getByText('Добавить', { selector: 'button' });
}

export async function storedStudent(name: string): Promise<Student | undefined> {
  const data = await callApi('studentsAll', { json: {} });
  return data.find((student) => student.name === name);
}
