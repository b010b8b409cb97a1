import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { useSelectedGroupStore } from './selected-group-store';

afterEach(() => {
  useSelectedGroupStore.setState({ selected: {} });
  mockServer.events.removeAllListeners('request:start');
});

async function openClients() {
  await signInAs('manager');
  const view = renderApp('/clients');
  const tabs = await screen.findByRole('tablist', { name: 'Группы' });
  await within(tabs).findByRole('tab', { name: 'Родители младших групп' });
  return { ...view, tabs };
}

const selectedTab = (tabs: HTMLElement) =>
  within(tabs)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('group tabs', () => {
  it('put «Все» first, then the groups by id, and select the first group after load', async () => {
    const { tabs } = await openClients();

    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Родители младших групп', 'Взрослые ученики']);
    expect(selectedTab(tabs)).toBe('Родители младших групп');
  });

  it('show the rows of the selected group only, and every row under «Все»', async () => {
    const { user, tabs } = await openClients();
    const grid = screen.getByRole('grid', { name: 'Клиенты' });
    await within(grid).findByText('Петров Даниил Ильдарович');

    await user.click(within(tabs).getByRole('tab', { name: 'Взрослые ученики' }));
    expect(within(grid).queryByText('Петров Даниил Ильдарович')).not.toBeInTheDocument();
    expect(within(grid).getByText('Михайлов Даниил Олегович')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Все' }));
    expect(within(grid).getByText('Петров Даниил Ильдарович')).toBeInTheDocument();
    expect(within(grid).getByText('Иванова Мария Олеговна')).toBeInTheDocument();
  });

  it('move between tabs with the arrow keys', async () => {
    const { user, tabs } = await openClients();

    within(tabs).getByRole('tab', { name: 'Родители младших групп' }).focus();
    await user.keyboard('{ArrowRight}');

    expect(selectedTab(tabs)).toBe('Взрослые ученики');
    expect(within(tabs).getByRole('tab', { name: 'Взрослые ученики' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab(tabs)).toBe('Все');
  });

  it('select a group as soon as it is created', async () => {
    const { user, tabs } = await openClients();

    await user.click(screen.getByRole('button', { name: 'Новая группа' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая группа' });
    await user.type(within(dialog).getByLabelText('Название группы'), 'Бабушки и дедушки');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(selectedTab(tabs)).toBe('Бабушки и дедушки'));
    expect(await screen.findByText('В этой группе пока нет клиентов')).toBeInTheDocument();
  });

  it('create a group without a name: the server names it «Новая группа», then «Новая группа 2»', async () => {
    const { user, tabs } = await openClients();

    for (const expected of ['Новая группа', 'Новая группа 2']) {
      await user.click(screen.getByRole('button', { name: 'Новая группа' }));
      const dialog = screen.getByRole('dialog', { name: 'Новая группа' });
      expect(within(dialog).getByLabelText('Название группы')).not.toBeRequired();
      await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
      await waitFor(() => expect(selectedTab(tabs)).toBe(expected));
    }
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Родители младших групп', 'Взрослые ученики', 'Новая группа', 'Новая группа 2']);
  });

  it('rename the selected group', async () => {
    const { user, tabs } = await openClients();

    await user.click(screen.getByRole('button', { name: 'Переименовать группу «Родители младших групп»' }));
    const dialog = screen.getByRole('dialog', { name: 'Переименовать группу' });
    const input = within(dialog).getByLabelText('Название группы');
    await user.clear(input);
    await user.type(input, 'Родители малышей{Enter}');

    expect(within(tabs).getByRole('tab', { name: 'Родители малышей' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('change a student group’s capacity beside its name, sending only what changed', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    await signInAs('manager');
    const { user } = renderApp('/students');
    const tabs = await screen.findByRole('tablist', { name: 'Группы' });
    await waitFor(() => expect(selectedTab(tabs)).toBe('Хип-хоп 7–10 лет'));

    const edit = () => user.click(screen.getByRole('button', { name: 'Изменить группу «Хип-хоп 7–10 лет»' }));
    await edit();
    let dialog = screen.getByRole('dialog', { name: 'Изменить группу' });
    const capacity = within(dialog).getByLabelText('Вместимость, учеников');
    expect(capacity).toHaveValue('12');
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('от 1 до 500');
    await user.clear(capacity);
    await user.type(capacity, '15{Enter}');
    await waitFor(() => expect(sent).toEqual([{ capacity: 15 }]));

    await edit();
    dialog = screen.getByRole('dialog', { name: 'Изменить группу' });
    expect(within(dialog).getByLabelText('Вместимость, учеников')).toHaveValue('15');
    await user.clear(within(dialog).getByLabelText('Вместимость, учеников'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ capacity: null }));
  });

  it('open or close a student group for trials on the school’s form, beside its capacity', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    await signInAs('owner');
    const { user } = renderApp('/students');
    const tabs = await screen.findByRole('tablist', { name: 'Группы' });
    await waitFor(() => expect(selectedTab(tabs)).toBe('Хип-хоп 7–10 лет'));
    const edit = async () => {
      await user.click(screen.getByRole('button', { name: 'Изменить группу «Хип-хоп 7–10 лет»' }));
      return screen.getByRole('dialog', { name: 'Изменить группу' });
    };
    const open = (dialog: HTMLElement) =>
      within(dialog).getByRole('checkbox', { name: /^Запись на пробное с сайта/ });
    let dialog = await edit();
    // The demo school offers this group on its form.
    expect(open(dialog)).toBeChecked();
    await user.click(open(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toEqual([{ open_for_trials: false }]));
    dialog = await edit();
    expect(open(dialog)).not.toBeChecked();
  });

  it('offer no capacity for a group of clients', async () => {
    const { user } = await openClients();
    await user.click(screen.getByRole('button', { name: 'Переименовать группу «Родители младших групп»' }));
    const dialog = screen.getByRole('dialog', { name: 'Переименовать группу' });
    expect(within(dialog).queryByLabelText('Вместимость, учеников')).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: /Запись на пробное/ })).toBeNull();
  });

  it('delete the selected group after a confirmation; the first group is selected again', async () => {
    const { user, tabs } = await openClients();

    await user.click(screen.getByRole('button', { name: 'Удалить группу «Родители младших групп»' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить группу?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );

    await waitFor(() =>
      expect(within(tabs).queryByRole('tab', { name: 'Родители младших групп' })).toBeNull(),
    );
    expect(selectedTab(tabs)).toBe('Взрослые ученики');
  });

  it('bring a group back with the reason when the server refuses to delete it', async () => {
    mockServer.use(
      http.delete('*/api/groups/delete/:id', () =>
        HttpResponse.json({ message: serverErrors.groupInUse }, { status: 409 }),
      ),
    );
    const { user, tabs } = await openClients();

    await user.click(screen.getByRole('button', { name: 'Удалить группу «Родители младших групп»' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить группу?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );

    expect(await screen.findByText(serverErrors.groupInUse)).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Родители младших групп' })).toBeInTheDocument();
  });

  it('show «Все» selected, with every row, for a school without groups', async () => {
    mockServer.use(http.post('*/api/groups/getallwhere', () => HttpResponse.json([])));
    await signInAs('manager');
    renderApp('/clients');

    const tabs = await screen.findByRole('tablist', { name: 'Группы' });
    await waitFor(() => expect(selectedTab(tabs)).toBe('Все'));
    expect(await screen.findByText('Петров Даниил Ильдарович')).toBeInTheDocument();
  });
});
