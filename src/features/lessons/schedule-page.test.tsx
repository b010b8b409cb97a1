import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Role, russianDate } from '@/contract';
import { dayjs } from '@/lib/dates';
import { mockServer } from '../../../mocks/node';
import { nextMonday, storedLessonsOn } from './testing/schedule-api';
import { findLessons, openSchedule, showNextWeek } from './testing/schedule-page';

type Controls = { createLesson: boolean; editScheduleEntries: boolean; styles: boolean };

const controlsByRole: [Role, Controls][] = [
  ['owner', { createLesson: true, editScheduleEntries: true, styles: true }],
  ['receptionist', { createLesson: true, editScheduleEntries: false, styles: false }],
  ['teacher', { createLesson: false, editScheduleEntries: false, styles: false }],
];

// Each test opens the whole page, FullCalendar included: slower than the default allows on a busy machine.
describe('the schedule page', { timeout: 60_000 }, () => {
  it.each(controlsByRole)('shows the %s only the controls of their role', async (role, controls) => {
    await openSchedule(role);

    const timetable = await screen.findByRole('table', { name: 'Расписание на неделю' });
    expect(screen.queryByRole('button', { name: 'Добавить занятие' }) !== null).toBe(controls.createLesson);
    expect(screen.queryByRole('button', { name: 'Добавить в расписание' }) !== null).toBe(
      controls.editScheduleEntries,
    );
    expect(within(timetable).queryAllByRole('button').length > 0).toBe(controls.editScheduleEntries);
    expect(screen.queryByRole('region', { name: 'Направления' }) !== null).toBe(controls.styles);
  });

  it('lets the front desk add a one-off lesson; the numeric fields are sent as numbers', async () => {
    let sent: unknown;
    mockServer.use(
      http.post('*/api/lessons/create', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const view = await openSchedule('receptionist');
    const date = dayjs(nextMonday()).add(6, 'day').format('YYYY-MM-DD');

    await view.user.click(screen.getByRole('button', { name: 'Добавить занятие' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое занятие' });
    await within(dialog).findByRole('option', { name: 'Бачата для начинающих' });
    await view.user.selectOptions(within(dialog).getByLabelText('Группа'), 'Бачата для начинающих');
    const dateField = within(dialog).getByLabelText('Дата');
    await view.user.clear(dateField);
    await view.user.type(dateField, russianDate(date));
    const start = within(dialog).getByLabelText('Начало');
    await view.user.clear(start);
    await view.user.type(start, '15:00');
    const duration = within(dialog).getByLabelText('Длительность, мин');
    await view.user.clear(duration);
    await view.user.type(duration, '90');
    await view.user.selectOptions(
      within(dialog).getByLabelText('Преподаватель'),
      'Хабибуллин Артур Ильдарович',
    );
    await view.user.selectOptions(within(dialog).getByLabelText('Направление'), 'Бачата');
    await view.user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      group_id: expect.any(Number),
      lesson_date: date,
      start_time: '15:00',
      duration_minutes: 90,
      teacher_id: expect.any(Number),
      direction_id: expect.any(Number),
    });
    expect(await storedLessonsOn(date)).toContainEqual(
      expect.objectContaining({
        group_name: 'Бачата для начинающих',
        start_time: '15:00',
        schedule_id: null,
      }),
    );
    await showNextWeek(view);
    expect(await findLessons(view.calendar, '15:00 Бачата для начинающих')).toHaveLength(1);
  });

  it("puts the lessons of the owner's new timetable entry into the calendar", async () => {
    const view = await openSchedule('owner');

    await view.user.click(screen.getByRole('button', { name: 'Добавить в расписание' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое занятие в расписании' });
    await within(dialog).findByRole('option', { name: 'Стретчинг утро' });
    await view.user.selectOptions(within(dialog).getByLabelText('Группа'), 'Стретчинг утро');
    await view.user.selectOptions(within(dialog).getByLabelText('День недели'), 'Воскресенье');
    const start = within(dialog).getByLabelText('Начало');
    await view.user.clear(start);
    await view.user.type(start, '10:15');
    await view.user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await showNextWeek(view);
    expect(await findLessons(view.calendar, '10:15 Стретчинг утро')).toHaveLength(1);
  });
});
