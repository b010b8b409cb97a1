import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLeads } from '@/contract';
import { captureDownloads, textOf } from '@/test/downloads';
import { gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { openLeads, storedLeads } from '../leads/testing';

afterEach(() => {
  vi.restoreAllMocks();
});

const csv = (text: string) => new File([text], 'новые лиды.csv', { type: 'text/csv' });

const demo = demoLeads.find((lead) => lead.phone !== '');
if (!demo) throw new Error('The demo school has no lead with a phone');
const demoDigits = demo.phone.replace(/\D/g, '');

// A file from another CRM: its own headers, a demo lead again (phone written as 11 digits), a bad phone.
const file = [
  'ФИО;Мобильный;Откуда;Заметки',
  'Новикова Дарья;8 916 123-45-67;Instagram;Хочет хип-хоп',
  `${demo.name};${demoDigits};;Перезвонить в пятницу`,
  'Плохой Номер;12345;;',
].join('\r\n');

async function openImport() {
  const view = await openLeads();
  await view.user.click(screen.getByRole('button', { name: 'Импорт' }));
  const dialog = await screen.findByRole('dialog', { name: 'Импорт лидов' });
  return { ...view, dialog };
}

describe('import on /leads', () => {
  it('maps the columns by their headers, previews what the server would do, imports, and the table shows it', async () => {
    const { user, grid, dialog } = await openImport();
    const before = (await storedLeads()).length;
    await user.upload(within(dialog).getByLabelText('Выбрать файл'), csv(file));

    expect(await within(dialog).findByText('новые лиды.csv: 3 строк с данными')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Поле для столбца «ФИО»')).toHaveValue('name');
    expect(within(dialog).getByLabelText('Поле для столбца «Мобильный»')).toHaveValue('phone');
    expect(within(dialog).getByLabelText('Поле для столбца «Откуда»')).toHaveValue('source');
    expect(within(dialog).getByLabelText('Поле для столбца «Заметки»')).toHaveValue('qualification');

    const problems = await within(dialog).findByRole('table', { name: 'Строки с ошибками и повторы' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `3${demo.name}ПропуститьУже есть: ${demo.name}`,
      '4Плохой НомерОшибкаТелефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00',
    ]);
    expect(await storedLeads()).toHaveLength(before);

    // The rows with problems go to a file to fix, with the file's own columns and the reason.
    const files = captureDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Скачать строки с ошибками' }));
    const problemsFile = files.get('Импорт лидов — строки с ошибками.csv');
    expect(await textOf(problemsFile as Blob)).toContain('Плохой Номер;12345;;;Телефон в поле');

    await user.click(within(dialog).getByRole('button', { name: 'Загрузить 1' }));
    expect(await within(dialog).findByText('Создано: 1, обновлено: 0.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));

    await waitFor(() => expect(gridRowNames(grid)).toContain('Новикова Дарья'));
    const stored = (await storedLeads()).find((lead) => lead.name === 'Новикова Дарья');
    expect(stored).toMatchObject({
      phone: '+7 (916) 123-45-67',
      source_name: 'Instagram',
      qualification: 'Хочет хип-хоп',
    });
  });

  it('asks for the name column before anything, and updates duplicates when told to', async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Выбрать файл'), csv(file));
    await within(dialog).findByRole('table', { name: 'Строки с ошибками и повторы' });

    await user.selectOptions(within(dialog).getByLabelText('Поле для столбца «ФИО»'), 'Не загружать');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Укажите, в каком столбце имя');
    expect(within(dialog).getByRole('button', { name: /^Загрузить/ })).toBeDisabled();

    await user.selectOptions(within(dialog).getByLabelText('Поле для столбца «ФИО»'), 'Имя');
    await user.click(within(dialog).getByLabelText(/^Обновить данными из файла/));
    // The demo lead gets the note of the file; Новикова is new; the bad row stays out.
    expect(await within(dialog).findByRole('button', { name: 'Загрузить 2' })).toBeEnabled();
  });

  it('offers opening passes and balances of students to the owner only', async () => {
    const students =
      'Имя;Абонемент;Осталось занятий;Абонемент действует до;Баланс\r\nОрлов Тимур;8 занятий;5;31.12.2027;-1200\r\n';
    for (const [role, mapped] of [
      ['owner', 'balance'],
      ['manager', ''],
    ] as const) {
      await signInAs(role);
      const view = renderApp('/students');
      await view.user.click(await screen.findByRole('button', { name: 'Импорт' }));
      const dialog = await screen.findByRole('dialog', { name: 'Импорт учеников' });
      await view.user.upload(within(dialog).getByLabelText('Выбрать файл'), csv(students));
      const balance = await within(dialog).findByLabelText('Поле для столбца «Баланс»');
      expect(balance, role).toHaveValue(mapped);
      expect(within(balance).queryByRole('option', { name: 'Баланс, ₽' }) !== null, role).toBe(
        role === 'owner',
      );
      view.unmount();
    }
  });

  it('says why a file cannot be imported, and nothing is sent', async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Выбрать файл'), csv('ФИО;Телефон\r\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'В файле нет строк с данными — только заголовок.',
    );
  });
});
