import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoStudents, STUDENT_PLACEHOLDER_NAME } from '@/contract';
import { callApi } from '@/lib/http';
import { gridCell, gridRow, gridRowNames } from '@/test/grid';
import { holdResponse } from '@/test/held-response';
import { mockServer } from '../../../mocks/node';
import { addButton, findStudent, openStudents, storedStudent, studentRowGroup } from './testing';

const inFirstGroup = demoStudents
  .filter((student) => student.groups.includes('Хип-хоп 7–10 лет'))
  .map((student) => student.name);

async function expand(
  grid: HTMLElement,
  name: string,
  user: Awaited<ReturnType<typeof openStudents>>['user'],
) {
  const row = await findStudent(grid, user, name);
  await user.click(within(row).getByRole('button', { name: `Подробнее: ${name}` }));
  return studentRowGroup(grid, name);
}

describe('the students page', () => {
  it('opens on the first group, newest first', async () => {
    const { grid } = await openStudents({ tab: null });

    expect(screen.getByRole('tab', { name: 'Хип-хоп 7–10 лет' })).toHaveAttribute('aria-selected', 'true');
    expect(gridRowNames(grid)).toEqual(inFirstGroup.toReversed());
  });

  it('shows a student’s groups, parents and passes in the expanded row', async () => {
    const { user, grid } = await openStudents();

    const details = await expand(grid, 'Петрова Виктория', user);

    const parents = within(details).getByRole('list', { name: 'Клиенты ученика Петрова Виктория' });
    expect(parents).toHaveTextContent('Петров Даниил Ильдарович');
    expect(parents).toHaveTextContent('Папа');
    expect(parents).toHaveTextContent('платит');
    expect(parents).toHaveTextContent('Соколова Эвелина Игоревна');
    // The owner sees the student's money: the subscription with what is left and what is paid (docs/money.md).
    expect(await within(details).findByRole('list', { name: 'Абонементы и оплата' })).toHaveTextContent(
      /Абонемент 8 занятий · Активен · осталось 5 · до .* · оплачено 4 000,00 ₽ из 4 000,00 ₽/,
    );
    expect(within(details).getByRole('region', { name: 'Группы' })).toHaveTextContent('Jazz-funk 11–14 лет');
  });

  it('links a client as a paying parent, and unlinks one', async () => {
    const { user, grid } = await openStudents();
    const details = await expand(grid, 'Петрова Виктория', user);

    await user.type(
      within(details).getByLabelText('Родитель или плательщик'),
      'Морозова Ева Сергеевна, +7 (929) 795-36-57',
    );
    await user.type(within(details).getByLabelText('Кем приходится'), 'Тётя');
    await user.click(within(details).getByLabelText('Плательщик'));
    await user.click(within(details).getByRole('button', { name: 'Привязать' }));
    await user.click(within(details).getByRole('button', { name: 'Отвязать Соколова Эвелина Игоревна' }));

    await waitFor(async () =>
      expect(
        (await storedStudent('Петрова Виктория'))?.clients?.map((link) => [
          link.client_name,
          link.relation,
          link.is_payer,
        ]),
      ).toEqual([
        ['Петров Даниил Ильдарович', 'Папа', true],
        ['Морозова Ева Сергеевна', 'Тётя', true],
      ]),
    );
    expect(within(details).getByRole('list', { name: /^Клиенты ученика/ })).toHaveTextContent(
      'Морозова Ева Сергеевна',
    );
  });

  it('makes a new parent right in the card, found nowhere yet, and links them', async () => {
    const { user, grid } = await openStudents();
    const details = await expand(grid, 'Петрова Виктория', user);

    await user.type(within(details).getByLabelText('Родитель или плательщик'), 'Петрова Ольга Ивановна');
    await user.type(within(details).getByLabelText('Телефон нового родителя'), '9170001122');
    await user.type(within(details).getByLabelText('Кем приходится'), 'Бабушка');
    await user.click(within(details).getByRole('button', { name: 'Новый родитель: Петрова Ольга Ивановна' }));

    await waitFor(async () =>
      expect(
        (await storedStudent('Петрова Виктория'))?.clients?.map((link) => [link.client_name, link.relation]),
      ).toContainEqual(['Петрова Ольга Ивановна', 'Бабушка']),
    );
    const parents = await callApi('clientsWhere', { json: {} });
    expect(parents.find((client) => client.name === 'Петрова Ольга Ивановна')?.phone).toBe(
      '+7 (917) 000-11-22',
    );
  });

  it('shows a new link on the clients page as well', async () => {
    const { user, grid } = await openStudents();
    const details = await expand(grid, 'Петрова Виктория', user);

    await user.type(
      within(details).getByLabelText('Родитель или плательщик'),
      'Иванова Мария Олеговна, +7 (921) 743-89-69',
    );
    await user.click(within(details).getByRole('button', { name: 'Привязать' }));
    await waitFor(async () =>
      expect((await storedStudent('Петрова Виктория'))?.clients?.map((link) => link.client_name)).toContain(
        'Иванова Мария Олеговна',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Клиенты' }));
    const clients = await screen.findByRole('grid', { name: 'Клиенты' });
    await user.click(await screen.findByRole('tab', { name: 'Все' }));
    await user.click(await within(clients).findByLabelText('Подробнее: Иванова Мария Олеговна'));

    expect(
      await within(clients).findByRole('region', { name: 'Ученики клиента Иванова Мария Олеговна' }),
    ).toHaveTextContent('Петрова Виктория');
  });

  it('changes the level from its select and the birthdate in place; the age follows', async () => {
    const { user, grid } = await openStudents();
    const row = await findStudent(grid, user, 'Петров Даниил');

    await user.dblClick(within(row).getByRole('button', { name: 'Средний' }));
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Уровень: Петров Даниил' }), 'Профи');
    await user.dblClick(within(row).getByRole('button', { name: '09.01.2012' }));
    const input = within(row).getByRole('textbox', { name: 'Дата рождения: Петров Даниил' });
    await user.clear(input);
    await user.type(input, '2000-01-09{Enter}');

    await waitFor(async () =>
      expect(await storedStudent('Петров Даниил')).toMatchObject({
        skill_level: 'pro',
        birthdate: '2000-01-09',
      }),
    );
    const stored = await storedStudent('Петров Даниил');
    expect(within(gridRow(grid, 'Петров Даниил')).getByText(String(stored?.age))).toBeInTheDocument();
  });

  it('saves an adult student’s own email in place, and the cabinet block on the card reads it', async () => {
    const { user, grid } = await openStudents();
    const row = await findStudent(grid, user, 'Петров Даниил');

    await user.dblClick(within(gridCell(grid, row, 'Email')).getByRole('button', { name: '—' }));
    await user.keyboard('daniil.petrov@mail.ru{Enter}');

    await waitFor(async () =>
      expect((await storedStudent('Петров Даниил'))?.email).toBe('daniil.petrov@mail.ru'),
    );
    await user.click(within(gridRow(grid, 'Петров Даниил')).getByRole('button', { name: /^Подробнее/ }));
    const cabinet = within(studentRowGroup(grid, 'Петров Даниил')).getByRole('region', {
      name: 'Личный кабинет',
    });
    expect(await within(cabinet).findByText('Email: daniil.petrov@mail.ru')).toBeInTheDocument();
    expect(cabinet).toHaveTextContent('Ещё не входил(а)');
    expect(within(cabinet).getByRole('button', { name: 'Пригласить в кабинет' })).toBeEnabled();
  });

  it('finds a student by a parent’s phone', async () => {
    const { user, grid } = await openStudents();

    await user.type(screen.getByRole('searchbox'), '977 184');

    await waitFor(() => expect(gridRowNames(grid)).toContain('Петрова Виктория'));
    expect(gridRowNames(grid).length).toBeLessThan(5);
  });

  it('adds a student at the top of the group being viewed', async () => {
    const { user, grid } = await openStudents({ tab: 'Стретчинг утро' });

    await user.click(addButton());
    await user.keyboard('{Enter}'); // the default name

    await waitFor(() => expect(gridRowNames(grid)[0]).toBe(STUDENT_PLACEHOLDER_NAME));
    await waitFor(async () =>
      expect((await storedStudent(STUDENT_PLACEHOLDER_NAME))?.groups.map((group) => group.name)).toEqual([
        'Стретчинг утро',
      ]),
    );
  });
});

describe('student failures', () => {
  it('take back a refused new student and show the reason', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.post('*/api/students/registration', async () => {
        await held.answered;
        return HttpResponse.json({ message: 'Ученик не сохранён' }, { status: 500 });
      }),
    );
    const { user, grid } = await openStudents();

    await user.click(addButton());
    await user.keyboard('{Enter}'); // the default name
    await waitFor(() => expect(gridRowNames(grid)[0]).toBe(STUDENT_PLACEHOLDER_NAME));
    held.release();

    expect(await screen.findByText('Ученик не сохранён')).toBeInTheDocument();
    expect(gridRowNames(grid)).not.toContain(STUDENT_PLACEHOLDER_NAME);
  });

  it('take back a refused edit and show the reason', async () => {
    mockServer.use(
      http.put('*/api/students/:id', () =>
        HttpResponse.json({ message: 'Нет связи с базой' }, { status: 500 }),
      ),
    );
    const { user, grid } = await openStudents();
    const row = await findStudent(grid, user, 'Петров Даниил');

    await user.dblClick(within(row).getByRole('button', { name: 'Средний' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Уровень: Петров Даниил' }), 'Профи');

    expect(await screen.findByText('Нет связи с базой')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(gridRow(grid, 'Петров Даниил')).getByRole('button', { name: 'Средний' }),
      ).toBeInTheDocument(),
    );
    expect((await storedStudent('Петров Даниил'))?.skill_level).toBe('middle');
  });
});
