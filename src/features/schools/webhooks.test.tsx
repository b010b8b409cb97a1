import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// Webhooks on the owner's school card (docs/webhooks.md), over the mock host: one is added for the events ticked, its
// signing key shown once, listed as working with an empty log, refused for an address inside the network, removed.

describe('the school’s webhooks', { timeout: 30_000 }, () => {
  it('adds a webhook with its events, shows its key once, and removes it', async () => {
    await signInAs('owner');
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Вебхуки' });
    const address = within(section).getByLabelText('Адрес приёмника (https://…)');

    await user.type(address, 'http://192.168.0.10/hook');
    await user.click(within(section).getByRole('checkbox', { name: /Новый лид/ }));
    await user.click(within(section).getByRole('button', { name: 'Добавить вебхук' }));
    expect(await within(section).findByText(/внутреннюю сеть/)).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://crm.example.ru/ritm-hook');
    await user.click(within(section).getByRole('button', { name: 'Добавить вебхук' }));
    expect(await within(section).findByText(/^whsec_/)).toBeInTheDocument();
    const row = (await within(section).findByText('https://crm.example.ru/ritm-hook')).closest(
      'li',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Новый лид. Работает.');
    expect(row).not.toHaveTextContent('whsec_');
    await user.click(
      within(row).getByRole('button', { name: 'Журнал доставок на https://crm.example.ru/ritm-hook' }),
    );
    expect(await within(row).findByText('Доставок ещё не было.')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Удалить вебхук на https://crm.example.ru/ritm-hook' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Удалить' });
    expect(dialog).toHaveTextContent('Событий на https://crm.example.ru/ritm-hook больше не будет');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Вебхук удалён')).toBeInTheDocument();
    await expect.poll(() => within(section).queryByText('https://crm.example.ru/ritm-hook')).toBeNull();
  });
});
