import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { findStudent, openStudents } from './testing';

// The owner's deleted students (docs/deletion.md, «Ученики и клиенты»): a deleted student leaves the table, waits
// behind «Удалённые: N» with the day of the deletion and the days left, and comes back on «Восстановить».

const name = 'Петрова Виктория';

describe('deleted students on the students page', () => {
  it('lists a student deleted by the owner and restores them to the table', async () => {
    const { user, grid } = await openStudents();
    const row = await findStudent(grid, user, name);
    await user.click(within(row).getByRole('button', { name: `Удалить ученика ${name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить ученика?' });
    expect(confirm).toHaveTextContent('в течение 30 дней');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(gridRowNames(grid)).not.toContain(name));

    await user.click(await screen.findByRole('button', { name: 'Удалённые: 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалённые ученики' });
    const deleted = within(dialog).getByRole('row', { name: new RegExp(name) });
    expect(deleted).toHaveTextContent(/удалён .*, восстановить можно ещё 30 дней/);
    await user.click(within(deleted).getByRole('button', { name: `Восстановить ученика ${name}` }));

    expect(await screen.findByText(`Ученик «${name}» восстановлен`)).toBeInTheDocument();
    await waitFor(() => expect(gridRowNames(grid)).toContain(name));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Удалённые/ })).not.toBeInTheDocument());
  });

  it('lets the manager, who may delete, see what was deleted and restore it', async () => {
    await signInAs('manager');
    const [first] = await callApi('studentsAll', { json: {} });
    if (!first) throw new Error('no students');
    await callApi('studentDelete', { id: first.id });
    renderApp('/students');
    await screen.findByRole('grid', { name: 'Ученики' });
    expect(await screen.findByRole('button', { name: /^Удалённые: 1/ })).toBeInTheDocument();
  });
});
