import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoLeads } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

afterEach(() => useSelectedGroupStore.setState({ selected: {} }));

async function openLeads() {
  await signInAs('manager');
  const view = renderApp('/leads');
  const grid = await screen.findByRole('grid', { name: 'Лиды' });
  return { ...view, grid };
}

describe('the leads page', () => {
  it('shows the first group after load', async () => {
    const { grid } = await openLeads();
    expect(screen.getByRole('tab', { name: 'Пробное в субботу' })).toHaveAttribute('aria-selected', 'true');
    const first = demoLeads.find((lead) => lead.group === 'Пробное в субботу');
    expect(await within(grid).findByText(first?.name ?? '')).toBeInTheDocument();
  });
});
