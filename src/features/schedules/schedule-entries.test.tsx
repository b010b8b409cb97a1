import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mockHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoScheduleEntries, type ScheduleEntry, serverErrors, weekdayLabels } from '@/contract';
import { callApi, http } from '@/lib/http';
import { buildRegistration } from '@/test/factories';
import { holdResponse } from '@/test/held-response';
import { renderApp } from '@/test/render-app';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { ScheduleEntriesSection } from './components/schedule-entries-section';
import type { ScheduleEntryChoices } from './schedule-entry-choices';

/** The demo school (docs/api.md, seed order). */
const demoSchoolId = 1;

async function storedScheduleEntries(): Promise<ScheduleEntry[]> {
  const data = await callApi('schedulesWhere', { json: {} });
  return data;
}

/** What the schedule page hands the timetable: the school's student groups, teachers and directions. */
async function loadChoices(): Promise<ScheduleEntryChoices> {
  const [groups, teachers, styles] = await Promise.all([
    callApi('groupsWhere', { json: { entity_type: 'student' } }),
    callApi('usersWithRole', { json: { role: 'teacher' } }),
    callApi('stylesWhere', { json: {} }),
  ]);
  return { groups, teachers, styles };
}

async function openScheduleEntries(role: 'owner' | 'teacher' = 'owner') {
  await signInAs(role);
  const choices = await loadChoices();
  const onChanged = vi.fn();
  const view = renderWithQuery(
    <ScheduleEntriesSection
      schoolId={demoSchoolId}
      canEdit={role === 'owner'}
      choices={choices}
      onChanged={onChanged}
    />,
  );
  const table = await screen.findByRole('table', { name: 'Расписание на неделю' });
  return { ...view, table, onChanged };
}

/** Each row as «weekday time group», top to bottom. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[0]?.textContent} ${cells[1]?.textContent} ${cells[2]?.textContent}`;
    });
}

async function fillEntry(user: ReturnType<typeof renderWithQuery>['user'], dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Группа'), 'Contemporary 16+');
  await user.selectOptions(within(dialog).getByLabelText('День недели'), 'Вторник');
  const start = within(dialog).getByLabelText('Начало');
  await user.clear(start);
  await user.type(start, '08:30');
  const duration = within(dialog).getByLabelText('Длительность, мин');
  await user.clear(duration);
  await user.type(duration, '45');
  await user.selectOptions(within(dialog).getByLabelText('Преподаватель'), 'Морозова Полина Викторовна');
  await user.selectOptions(within(dialog).getByLabelText('Направление'), 'Contemporary');
  await user.type(within(dialog).getByLabelText('Действует с'), '11.01.2027');
}

describe('the weekly timetable', () => {
  it('reads in week order: by weekday, then start time', async () => {
    const { table } = await openScheduleEntries('teacher');

    const expected = demoScheduleEntries
      .toSorted((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time))
      .map((entry) => `${weekdayLabels[entry.weekday]} ${entry.start_time}`);
    expect(rowsOf(table).map((row) => row.split('–')[0])).toEqual(expected);
  });

  it('is read-only for staff', async () => {
    const { table } = await openScheduleEntries('teacher');

    expect(screen.queryByRole('button', { name: 'Добавить в расписание' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the owner add an entry: it takes its place in the week and the server stores numbers', async () => {
    let sent: unknown;
    mockServer.use(
      mockHttp.post('*/api/schedules/create', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user, table, onChanged } = await openScheduleEntries();

    await user.click(screen.getByRole('button', { name: 'Добавить в расписание' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое занятие в расписании' });
    await fillEntry(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf(table)[2]).toBe('Вторник 08:30–09:15 Contemporary 16+');
    expect(sent).toMatchObject({ weekday: 2, start_time: '08:30', duration_minutes: 45, active_to: null });
    expect(sent).toMatchObject({ group_id: expect.any(Number), teacher_id: expect.any(Number) });
    expect(await storedScheduleEntries()).toContainEqual(
      expect.objectContaining({
        group_name: 'Contemporary 16+',
        weekday: 2,
        start_time: '08:30',
        teacher_name: 'Морозова Полина Викторовна',
        direction_name: 'Contemporary',
        active_from: '2027-01-11',
      }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('lets the owner edit an entry, which moves to its new place', async () => {
    const { user, table, onChanged } = await openScheduleEntries();

    await user.click(
      within(table).getByRole('button', { name: 'Изменить: Понедельник 17:00 Хип-хоп 7–10 лет' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Изменить занятие в расписании' });
    await user.selectOptions(within(dialog).getByLabelText('День недели'), 'Воскресенье');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(rowsOf(table).at(-1)).toBe('Воскресенье 17:00–18:00 Хип-хоп 7–10 лет'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const stored = await storedScheduleEntries();
    expect(stored.filter((entry) => entry.weekday === 7)).toHaveLength(1);
  });

  it('lets the owner remove an entry after confirmation', async () => {
    const { user, table, onChanged } = await openScheduleEntries();
    const label = 'Пятница 09:00 Стретчинг утро';

    await user.click(within(table).getByRole('button', { name: `Удалить: ${label}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Убрать' }));

    await waitFor(() => expect(rowsOf(table)).not.toContain('Пятница 09:00–10:00 Стретчинг утро'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect((await storedScheduleEntries()).some((entry) => entry.weekday === 5)).toBe(false);
  });

  it('puts a removed entry back with the message when the server refuses', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      mockHttp.delete('*/api/schedules/delete/:id', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.forbidden }, { status: 403 });
      }),
    );
    const { user, table, onChanged } = await openScheduleEntries();
    const row = 'Пятница 09:00–10:00 Стретчинг утро';

    await user.click(within(table).getByRole('button', { name: 'Удалить: Пятница 09:00 Стретчинг утро' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(rowsOf(table)).not.toContain(row));
    held.release();

    expect(await screen.findByText(serverErrors.forbidden)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(table)).toContain(row));
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('the timetable of a new school', () => {
  it('offers to make the first group right in the dialog, and the entry takes it', async () => {
    const registration = buildRegistration();
    await http.post('ownerschool/register', { json: registration });
    await http.post('user_accounts/login', {
      json: { email: registration.account.email, password: registration.account.password },
    });
    const view = renderApp('/schedule');
    await view.user.click(await screen.findByRole('button', { name: 'Добавить в расписание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое занятие в расписании' });

    expect(within(dialog).getByText(/Групп учеников ещё нет/)).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText('Название новой группы'), 'Вог для начинающих');
    await view.user.click(within(dialog).getByRole('button', { name: 'Создать группу' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Группа')).toHaveDisplayValue('Вог для начинающих'),
    );
    await view.user.type(within(dialog).getByLabelText('Начало'), '1900');
    await view.user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    const table = await screen.findByRole('table', { name: 'Расписание на неделю' });
    expect(await within(table).findByText('Вог для начинающих')).toBeInTheDocument();
    const groups = await callApi('groupsWhere', { json: { entity_type: 'student' } });
    expect(groups.map((group) => group.name)).toEqual(['Вог для начинающих']);
  });
});
