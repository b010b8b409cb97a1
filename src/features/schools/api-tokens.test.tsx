import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

// API tokens on the owner's school card (docs/api-tokens.md), over the mock host: a token is made with the actions
// ticked, shown once, listed without its text, and revoked after a confirmation.

describe('the school’s API tokens', { timeout: 30_000 }, () => {
  it('makes a token with its scopes, shows it once, lists it and revokes it', async () => {
    await signInAs('owner');
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'API-токены' });

    await user.click(within(section).getByRole('button', { name: 'Создать токен' }));
    // The browser asks for a name first; with one and no action the server says what is missing.
    await user.type(within(section).getByLabelText('Название (для кого токен)'), 'Сайт школы');
    await user.click(within(section).getByRole('button', { name: 'Создать токен' }));
    expect(await within(section).findByText('Выберите хотя бы одно право')).toBeInTheDocument();

    await user.click(within(section).getByRole('checkbox', { name: 'leads:write' }));
    await user.click(within(section).getByRole('button', { name: 'Создать токен' }));
    await within(section).findByText(/^ritm_[\w-]{43}$/);
    expect(within(section).getByRole('status')).toHaveTextContent(
      /больше он показан не будет:\s*ritm_[\w-]{43}$/,
    );
    const row = (await within(section).findByText('Сайт школы')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('leads:write');
    expect(row).toHaveTextContent('Ещё не использовался.');
    expect(row).not.toHaveTextContent('ritm_');

    await user.click(within(row).getByRole('button', { name: 'Отозвать токен «Сайт школы»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать' });
    expect(dialog).toHaveTextContent('Программа с токеном «Сайт школы» сразу перестанет получать доступ');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Токен отозван')).toBeInTheDocument();
    await expect.poll(() => within(section).queryByText('Сайт школы')).toBeNull();
  });
});
