import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

/** Opens «Справочники» from the toolbar of the leads page, as a manager. */
async function openDictionaries() {
  await signInAs('manager');
  const view = renderApp('/leads');
  const grid = await screen.findByRole('grid', { name: 'Лиды' });
  await view.user.click(await screen.findByText('Справочники', { selector: 'button' }));
  const dialog = screen.getByRole('dialog', { name: 'Справочники' });
  return { ...view, grid, dialog };
}

async function storedStatuses() {
  const data = await callApi('statusesWhere', { json: { type: 'lead' } });
  return data;
}

async function storedSources() {
  const data = await callApi('sourcesAll');
  return data;
}

describe('the «Справочники» dialog', () => {
  it('lists the lead statuses first, each in its colour', async () => {
    const { dialog } = await openDictionaries();

    const list = within(dialog).getByRole('list', { name: 'Список: Статусы лидов' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Новый'),
        expect.stringContaining('Записан на пробное'),
      ]),
    );
    expect(within(dialog).getByRole('button', { name: 'Статусы лидов', pressed: true })).toBeInTheDocument();
  });

  it('adds a status with a colour, and the server stores it', async () => {
    const { user, dialog } = await openDictionaries();

    await user.type(within(dialog).getByLabelText('Новое значение'), 'Думает');
    await user.selectOptions(within(dialog).getByLabelText('Цвет'), 'Янтарный');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await within(dialog).findByText('Думает', { selector: 'button' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await storedStatuses()).toContainEqual(
        expect.objectContaining({ name: 'Думает', color: '#f59e0b' }),
      ),
    );
  });

  it('renames a status in place, and the leads table shows the new name', async () => {
    const { user, grid, dialog } = await openDictionaries();

    await user.dblClick(within(dialog).getByText('В обработке', { selector: 'button' }));
    const input = within(dialog).getByRole('textbox', { name: 'Название статуса В обработке' });
    await user.clear(input);
    await user.type(input, 'Думает{Enter}');

    await waitFor(async () =>
      expect((await storedStatuses()).map((status) => status.name)).toContain('Думает'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await user.click(screen.getByRole('tab', { name: 'Перезвонить' }));
    expect((await within(grid).findAllByText('Думает')).length).toBeGreaterThan(0);
    expect(within(grid).queryByText('В обработке')).not.toBeInTheDocument();
  });

  it('recolours a status', async () => {
    const { user, dialog } = await openDictionaries();
    const item = within(dialog)
      .getAllByRole('listitem')
      .find((row) => row.textContent?.startsWith('Новый'));

    await user.dblClick(within(item as HTMLElement).getAllByRole('button')[1] as HTMLElement);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Цвет статуса Новый' }), 'Зелёный');

    await waitFor(async () =>
      expect(await storedStatuses()).toContainEqual(
        expect.objectContaining({ name: 'Новый', color: 'green' }),
      ),
    );
  });

  it('deletes a status nobody uses', async () => {
    const { user, dialog } = await openDictionaries();
    await user.type(within(dialog).getByLabelText('Новое значение'), 'Черновик{Enter}');
    await within(dialog).findByText('Черновик', { selector: 'button' });

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Удалить: Черновик' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Удалить: Черновик' }));

    await waitFor(() => expect(within(dialog).queryByText('Черновик')).not.toBeInTheDocument());
    expect((await storedStatuses()).map((status) => status.name)).not.toContain('Черновик');
  });

  it('keeps a status in use and says why', async () => {
    const { user, dialog } = await openDictionaries();

    await user.click(within(dialog).getByRole('button', { name: 'Удалить: Новый' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverErrors.statusInUse);
    expect(within(dialog).getByText('Новый', { selector: 'button' })).toBeInTheDocument();
  });

  it('manages the sources on their own tab', async () => {
    const { user, dialog } = await openDictionaries();

    await user.click(within(dialog).getByRole('button', { name: 'Источники' }));
    await user.type(await within(dialog).findByLabelText('Новое значение'), 'Выставка{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить: Сайт' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverErrors.sourceInUse);
    await waitFor(async () =>
      expect((await storedSources()).map((source) => source.name)).toContain('Выставка'),
    );
  });
});
