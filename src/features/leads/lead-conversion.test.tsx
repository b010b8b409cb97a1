import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mockHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { formatDate } from '@/lib/dates';
import { callApi } from '@/lib/http';
import { gridRow } from '@/test/grid';
import { mockServer } from '../../../mocks/node';
import { openLeads, storedLead } from './testing';

async function storedStudent(name: string) {
  const data = await callApi('studentsAll', { json: {} });
  return data.find((student) => student.name === name);
}

async function openConversion(name: string) {
  const view = await openLeads({ role: 'owner' });
  await view.user.click(
    within(gridRow(view.grid, name)).getByRole('button', { name: `Перевести в ученики: ${name}` }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Перевести в ученики' });
  return { ...view, dialog };
}

describe('converting a lead', () => {
  it('makes a student and a paying parent, then shows the lead as converted', async () => {
    const { user, grid, dialog } = await openConversion('Айдар Гарипов');

    expect(within(dialog).getByLabelText('Имя ученика')).toHaveValue('Айдар Гарипов');
    // Typed as digits only: the mask writes the dots.
    await user.type(within(dialog).getByLabelText('Дата рождения'), '14032016');
    expect(within(dialog).getByLabelText('Дата рождения')).toHaveValue('14.03.2016');
    await user.selectOptions(within(dialog).getByLabelText('Уровень'), 'Средний');
    await user.selectOptions(within(dialog).getByLabelText('Группа ученика'), 'Хип-хоп 7–10 лет');
    await user.click(within(dialog).getByLabelText('Добавить родителя или плательщика'));
    // The lead is usually the parent who called: the name comes along, and is changed here.
    expect(within(dialog).getByLabelText('Имя родителя')).toHaveValue('Айдар Гарипов');
    await user.clear(within(dialog).getByLabelText('Имя родителя'));
    await user.type(within(dialog).getByLabelText('Имя родителя'), 'Гарипова Алия Ринатовна');
    await user.clear(within(dialog).getByLabelText('Кем приходится'));
    await user.type(within(dialog).getByLabelText('Кем приходится'), 'Мама');
    await user.selectOptions(within(dialog).getByLabelText('Статус лида после перевода'), 'Клиент');
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lead = await storedLead('Айдар Гарипов');
    const converted = formatDate(lead?.converted_to_client_at);
    const row = gridRow(grid, 'Айдар Гарипов');
    expect(within(row).getByText(`С ${converted}`)).toBeInTheDocument();
    expect(within(row).getByText('Клиент')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Перевести в ученики/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Айдар Гарипов теперь в учениках')).toBeInTheDocument();

    const student = await storedStudent('Айдар Гарипов');
    expect(student).toMatchObject({ birthdate: '2016-03-14', skill_level: 'middle' });
    expect(student?.groups.map((group) => group.name)).toEqual(['Хип-хоп 7–10 лет']);
    expect(student?.clients).toEqual([
      expect.objectContaining({ client_name: 'Гарипова Алия Ринатовна', relation: 'Мама', is_payer: true }),
    ]);
  });

  it('refuses a birthdate that is not a real day, and sends nothing', async () => {
    const { user, dialog } = await openConversion('Галиева Камила');

    await user.type(within(dialog).getByLabelText('Дата рождения'), '31022015');
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));

    expect(within(dialog).getByLabelText('Дата рождения')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Такого дня в этом месяце нет')).toBeInTheDocument();
    expect((await storedLead('Галиева Камила'))?.converted_to_client_at).toBeNull();
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    mockServer.use(
      mockHttp.post('*/api/leads/convert/:id', () =>
        HttpResponse.json({ message: serverErrors.leadAlreadyConverted }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openConversion('Валиева Полина');

    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverErrors.leadAlreadyConverted);
    expect(within(dialog).getByLabelText('Имя ученика')).toHaveValue('Валиева Полина');
  });
});
