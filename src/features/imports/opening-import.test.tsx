import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoStudents } from '@/contract';
import { http } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

const csv = (text: string) => new File([text], 'остатки.csv', { type: 'text/csv' });

const demo = demoStudents.find((student) => student.birthdate);
if (!demo?.birthdate) throw new Error('The demo school has no student with a birthdate');
const [year, month, day] = demo.birthdate.split('-');

// A file from the old CRM: a demo student found by name and birthdate, a pupil the school does not have.
const file = [
  'ФИО;Дата рождения;Группа;Абонемент;Осталось занятий;Действует до;Баланс',
  `${demo.name};${day}.${month}.${year};Jazz-funk;8 занятий;3;31.12.2027;-1500`,
  'Нет Такого;01.02.2015;;;;;200',
].join('\r\n');

describe('the opening import on /finances', () => {
  it('lets the accountant load passes and balances of students already in the school', async () => {
    await signInAs('accountant');
    const { user } = renderApp('/finances');
    await user.click(await screen.findByRole('button', { name: 'Импорт остатков' }));
    const dialog = await screen.findByRole('dialog', { name: 'Абонементы и балансы из прежней CRM' });
    expect(within(dialog).getByText(/Для учеников, которые уже есть в школе/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Выбрать файл'), csv(file));

    // Only what finds a student and the opening data are offered: a group is not the accountant's to set.
    const group = await within(dialog).findByLabelText('Поле для столбца «Группа»');
    expect(group).toHaveValue('');
    expect(within(group).queryByRole('option', { name: 'Группа' })).toBeNull();
    expect(within(dialog).getByLabelText('Поле для столбца «Баланс»')).toHaveValue('balance');
    // A found student gets what is new: there is no choice about duplicates.
    expect(within(dialog).queryByText('Если человек уже есть (тот же телефон и имя)')).toBeNull();

    const problems = await within(dialog).findByRole('table', { name: 'Строки с ошибками и повторы' });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `2${demo.name}ОбновитьУже есть: ${demo.name}`,
      '3Нет ТакогоОшибкаУченика «Нет Такого» нет в школе: сначала загрузите учеников (импорт на странице «Ученики»), затем остатки',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить 1' }));
    expect(await within(dialog).findByText('Создано: 0, обновлено: 1.')).toBeInTheDocument();

    const balances = await http
      .get('finances/balances')
      .json<{ students: { student_id: number; student_name: string }[] }>();
    const found = balances.students.find((student) => student.student_name === demo.name);
    const account = await http
      .get(`finances/student/${found?.student_id}`)
      .json<{ entries: { kind: string; amount: number; note: string }[] }>();
    expect(account.entries).toContainEqual(
      expect.objectContaining({ kind: 'opening', amount: -150_000, note: 'Баланс из прежней CRM' }),
    );
  });

  it('is on the owner’s /finances too: both hold `opening-balances:import`', async () => {
    await signInAs('owner');
    const owner = renderApp('/finances');
    expect(await screen.findByRole('button', { name: 'Импорт остатков' })).toBeInTheDocument();
    owner.unmount();
  });
});
