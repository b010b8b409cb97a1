import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// The owner's deleted clients (docs/deletion.md, «Ученики и клиенты»): behind «Удалённые: N» on /clients, each
// with its deletion day and the days left, restored with «Восстановить».

describe('deleted clients on the clients page', () => {
  it('lists a deleted client and restores them to the table', async () => {
    await signInAs('owner');
    const [client] = await callApi('clientsWhere', { json: {} });
    if (!client) throw new Error('no clients');
    await callApi('clientDelete', { id: client.id });
    const { user } = renderApp('/clients');
    const grid = await screen.findByRole('grid', { name: 'Клиенты' });

    await user.click(await screen.findByRole('button', { name: 'Удалённые: 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалённые клиенты' });
    const row = within(dialog).getByRole('row', { name: new RegExp(client.name) });
    expect(row).toHaveTextContent(/удалён .*, восстановить можно ещё 30 дней/);
    await user.click(within(row).getByRole('button', { name: `Восстановить клиента ${client.name}` }));

    expect(await screen.findByText(`Клиент «${client.name}» восстановлен`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Удалённые/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('tab', { name: 'Все' }));
    expect(await within(grid).findByLabelText(`Подробнее: ${client.name}`)).toBeInTheDocument();
  });
});
