import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoLeads, LEAD_PLACEHOLDER_NAME } from '@/contract';
import { gridRow, gridRowNames } from '@/test/grid';
import { addButton, leadRowGroup, openLeads, storedLead, storedLeads } from './testing';

const inFirstGroup = demoLeads.filter((lead) => lead.group === 'Пробное в субботу').map((lead) => lead.name);

describe('the leads page', () => {
  it('opens on the first group, newest first', async () => {
    const { grid } = await openLeads({ tab: null });

    // The groups may come after the leads: the first group is chosen once they are there.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Пробное в субботу' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(gridRowNames(grid)).toEqual(inFirstGroup.toReversed()));
  });

  it('shows every lead under «Все», newest first by id', async () => {
    const { grid } = await openLeads();
    const stored = await storedLeads();

    const names = gridRowNames(grid);
    expect(names[0]).toBe(stored.toSorted((a, b) => b.id - a.id)[0]?.name);
    expect(screen.getByText(`Всего: ${stored.length}`)).toBeInTheDocument();
  });

  it('asks for the new lead’s name first and adds it at the top of the group being viewed, with the school’s first source and status', async () => {
    const { user, grid } = await openLeads({ tab: 'Перезвонить' });
    const before = (await storedLeads()).length;

    await user.click(addButton());
    const nameField = screen.getByRole('textbox', { name: 'Имя нового лида' });
    expect(nameField).toHaveFocus();
    expect(nameField).toHaveValue(LEAD_PLACEHOLDER_NAME);
    expect((await storedLeads()).length).toBe(before);
    await user.keyboard('Лейла Сафина{Enter}');

    await waitFor(() => expect(gridRowNames(grid)[0]).toBe('Лейла Сафина'));
    const row = gridRow(grid, 'Лейла Сафина');
    expect(await within(row).findByText('Instagram')).toBeInTheDocument();
    expect(within(row).getByText('Новый')).toBeInTheDocument();
    const stored = await storedLead('Лейла Сафина');
    expect(stored?.groups.map((group) => group.name)).toEqual(['Перезвонить']);
    expect(stored?.created_by).toBe('Гарипова Алсу Ринатовна');
    // Once stored, the new row's name cell has the focus: Enter edits it, arrows go on to its phone.
    await waitFor(() =>
      expect(
        within(gridRow(grid, 'Лейла Сафина')).getByRole('button', { name: 'Лейла Сафина' }),
      ).toHaveFocus(),
    );
  });

  it('Alt+N, the shortcut its button names, opens the name; Enter keeps the default name, Escape adds nothing', async () => {
    const { user, grid } = await openLeads();
    const before = (await storedLeads()).length;

    expect(addButton()).toHaveAttribute('title', 'Добавить (Alt+N)');
    await user.keyboard('{Alt>}n{/Alt}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Имя нового лида' })).not.toBeInTheDocument();
    expect((await storedLeads()).length).toBe(before);

    await user.keyboard('{Alt>}n{/Alt}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gridRowNames(grid)[0]).toBe(LEAD_PLACEHOLDER_NAME));
    await waitFor(async () => expect((await storedLeads()).length).toBe(before + 1));
  });

  it('refuses an empty new name in place, keeping the form open', async () => {
    const { user } = await openLeads();

    await user.click(addButton());
    await user.clear(screen.getByRole('textbox', { name: 'Имя нового лида' }));
    await user.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Поле не может быть пустым');
    expect(screen.getByRole('textbox', { name: 'Имя нового лида' })).toHaveFocus();
  });

  it('saves a phone typed into its cell, masked, and the server stores it', async () => {
    const { user, grid } = await openLeads();
    const row = gridRow(grid, 'Амира Васильева');

    await user.dblClick(within(row).getAllByRole('button', { name: '—' })[0] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: 'Телефон: Амира Васильева' }), '9172551001{Enter}');

    expect(within(row).getByRole('button', { name: '+7 (917) 255-10-01' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedLead('Амира Васильева'))?.phone).toBe('+7 (917) 255-10-01'),
    );
  });

  it('changes the status from its select and shows the new tag', async () => {
    const { user, grid } = await openLeads();
    const row = gridRow(grid, 'Закирова Таисия');

    await user.dblClick(within(row).getByRole('button', { name: 'В обработке' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус: Закирова Таисия' }), 'Клиент');

    expect(within(row).getByRole('button', { name: 'Клиент' })).toBeInTheDocument();
    await waitFor(async () => expect((await storedLead('Закирова Таисия'))?.status_name).toBe('Клиент'));
  });

  it('moves a lead to another group, and it leaves the tab it was in', async () => {
    const { user, grid } = await openLeads({ tab: 'Перезвонить' });

    await user.dblClick(
      within(gridRow(grid, 'Закирова Таисия')).getByRole('button', { name: 'Перезвонить' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Группа: Закирова Таисия' }),
      'Пробное в субботу',
    );

    await waitFor(() => expect(gridRowNames(grid)).not.toContain('Закирова Таисия'));
    await user.click(screen.getByRole('tab', { name: 'Пробное в субботу' }));
    expect(gridRowNames(grid)).toContain('Закирова Таисия');
    expect((await storedLead('Закирова Таисия'))?.groups.map((group) => group.name)).toEqual([
      'Пробное в субботу',
    ]);
  });

  it('edits the qualification in the expanded details', async () => {
    const { user, grid } = await openLeads();

    await user.click(
      within(gridRow(grid, 'Петрова Амира')).getByRole('button', { name: 'Подробнее: Петрова Амира' }),
    );
    const group = leadRowGroup(grid, 'Петрова Амира');
    await user.dblClick(within(group).getByRole('button', { name: 'Был на пробном, думает' }));
    const input = screen.getByRole('textbox', { name: 'Квалификация: Петрова Амира' });
    await user.clear(input);
    await user.type(input, 'Придёт в субботу{Enter}');

    expect(within(group).getByText('Придёт в субботу')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedLead('Петрова Амира'))?.qualification).toBe('Придёт в субботу'),
    );
  });

  it('removes a lead after a confirmation', async () => {
    const { user, grid } = await openLeads();

    await user.click(
      within(gridRow(grid, 'Волкова Елизавета')).getByRole('button', {
        name: 'Удалить лида Волкова Елизавета',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить лида?' })).getByRole('button', { name: 'Удалить' }),
    );

    await waitFor(() => expect(gridRowNames(grid)).not.toContain('Волкова Елизавета'));
    expect(await storedLead('Волкова Елизавета')).toBeUndefined();
  });
});

describe('searching the leads', () => {
  it('finds leads by name, any case', async () => {
    const { user, grid } = await openLeads();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по имени или телефону' }), 'петрова');

    await waitFor(() => expect(gridRowNames(grid).every((name) => name.includes('Петрова'))).toBe(true));
    expect(gridRowNames(grid).length).toBeGreaterThan(1);
  });

  it('finds a lead by the digits of its phone', async () => {
    const { user, grid } = await openLeads();

    await user.type(screen.getByRole('searchbox'), '990 522');

    await waitFor(() => expect(gridRowNames(grid)).toEqual(['Закирова Таисия']));
    expect(screen.getByText(/^Найдено: 1 из \d+$/)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user } = await openLeads();

    await user.type(screen.getByRole('searchbox'), 'Жозефина');

    expect(await screen.findByText('Никого не нашлось. Измените запрос.')).toBeInTheDocument();
  });

  it('is focused by «/» from anywhere on the page', async () => {
    const { user } = await openLeads();

    await user.keyboard('/');

    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
