import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayIn, serverErrors } from '@/contract';
import { now } from '@/lib/clock';
import { dayjs } from '@/lib/dates';
import { holdResponse } from '@/test/held-response';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import {
  createLesson,
  nextWeekLesson,
  storedLessonsOn,
  studentGroupId,
  updateLesson,
} from './testing/schedule-api';
import { demoLessons, findLessons, lessonsLoaded, openSchedule, showNextWeek } from './testing/schedule-page';

// Each test opens the whole page, FullCalendar included: slower than the default allows on a busy machine.
describe('the lesson calendar', { timeout: 60_000 }, () => {
  it('shows the generated lessons of next week as «HH:mm Группа» in their group colour', async () => {
    await signInAs('owner');
    const lesson = await nextWeekLesson('Хип-хоп 7–10 лет');
    const view = await openSchedule('owner');
    await showNextWeek(view);

    const hipHop = await findLessons(view.calendar, demoLessons.hipHop);
    expect(hipHop).toHaveLength(2);
    expect(hipHop[0]).toHaveStyle({ borderColor: lesson.group_color });
    expect(await findLessons(view.calendar, demoLessons.jazzFunk)).toHaveLength(2);
  });

  it('marks a cancelled lesson in words', async () => {
    await signInAs('owner');
    const lesson = await nextWeekLesson('Хип-хоп 7–10 лет');
    await updateLesson(lesson.id, { is_canceled: true });
    const view = await openSchedule('owner');
    await showNextWeek(view);

    const [canceled] = await findLessons(view.calendar, `${demoLessons.hipHop}, отменено`);
    expect(canceled).toHaveTextContent(demoLessons.hipHop);
    expect(canceled).toHaveTextContent(/отменено$/);
  });

  it('opens a lesson with a click or with Enter', async () => {
    const view = await openSchedule('teacher');
    await showNextWeek(view);
    const [lesson] = await findLessons(view.calendar, demoLessons.hipHop);
    if (!lesson) throw new Error('no lesson');

    await view.user.click(lesson);
    const dialog = await screen.findByRole('dialog', { name: 'Занятие' });
    expect(dialog).toHaveTextContent('Хип-хоп 7–10 лет');
    await view.user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));

    lesson.focus();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Занятие' })).toBeInTheDocument();
  });

  it('lets a teacher narrow the calendar to the lessons they teach', async () => {
    const view = await openSchedule('teacher');
    await showNextWeek(view);
    expect(await findLessons(view.calendar, demoLessons.jazzFunk)).toHaveLength(2);

    await view.user.click(screen.getByRole('checkbox', { name: 'Только мои занятия' }));

    await waitFor(() =>
      expect(within(view.calendar).queryAllByLabelText(demoLessons.jazzFunk)).toHaveLength(0),
    );
    expect(within(view.calendar).getAllByLabelText(demoLessons.hipHop)).toHaveLength(2);
  });

  it('offers the filter to teachers only', async () => {
    await openSchedule('owner');
    expect(screen.queryByRole('checkbox', { name: 'Только мои занятия' })).not.toBeInTheDocument();
  });

  it('shows the first two lessons of a busy day in the month and opens the whole day from «+ ещё»', async () => {
    await signInAs('owner');
    const groupId = await studentGroupId('Бачата для начинающих');
    const date = dayjs(dayIn(DEFAULT_TIME_ZONE, now())).startOf('month').add(14, 'day').format('YYYY-MM-DD');
    for (const start_time of ['07:00', '07:15', '07:30', '07:45']) {
      await createLesson({ group_id: groupId, lesson_date: date, start_time, duration_minutes: 15 });
    }
    const view = await openSchedule('owner');
    const total = (await storedLessonsOn(date)).length;

    expect(await findLessons(view.calendar, '07:00 Бачата для начинающих')).toHaveLength(1);
    expect(within(view.calendar).getAllByLabelText('07:15 Бачата для начинающих')).toHaveLength(1);
    expect(within(view.calendar).queryByLabelText('07:30 Бачата для начинающих')).not.toBeInTheDocument();
    const [more] = await findLessons(
      view.calendar,
      new RegExp(`^${dayjs(date).format('D MMMM')}: ещё ${total - 2} `),
    );
    if (!more) throw new Error('no «+ ещё» row');
    expect(more).toHaveTextContent(`+ ещё ${total - 2}`);

    await view.user.click(more);

    expect(await within(view.calendar).findByText(dayjs(date).format('D MMMM YYYY г.'))).toBeInTheDocument();
    await lessonsLoaded(view.calendar);
    expect(await findLessons(view.calendar, '07:45 Бачата для начинающих')).toHaveLength(1);
  });

  it('opens on the school’s today by the app’s clock, not the browser’s own date', async () => {
    const view = await openSchedule('receptionist');
    // The tests' clock reads Monday 2026-03-02 (mocks/node.ts), whatever the machine's date.
    expect(within(view.calendar).getByRole('heading', { level: 2 })).toHaveTextContent('март 2026');
    expect(view.calendar.querySelector('.fc-day-today')).toHaveAttribute('data-date', '2026-03-02');
  });

  it('opens without writing anything: the lessons are already there, made by the server', async () => {
    await signInAs('owner');
    const generations: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/lessons/generate')) generations.push(request.method);
    });

    const view = await openSchedule('owner');
    await showNextWeek(view);

    // The demo timetable's Monday and Wednesday slots, planned when the timetable was written (docs/time.md).
    expect(await findLessons(view.calendar, demoLessons.hipHop)).toHaveLength(2);
    expect(generations).toEqual([]);
    mockServer.events.removeAllListeners();
  });

  it('shows a spinner while the lessons load', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.post('*/api/lessons/getallwhere', async () => {
        await held.answered;
      }),
    );
    await signInAs('receptionist');
    renderApp('/schedule');
    const calendar = await screen.findByRole('region', { name: 'Календарь занятий' }, { timeout: 10_000 });

    // The calendar's card (the «Сегодня» panel above it waits for the same lessons with its own loader).
    const card = screen.getByRole('region', { name: 'Календарь' });
    expect(await within(card).findByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    held.release();
    await lessonsLoaded(calendar);
    expect(within(card).queryByRole('status', { name: 'Загрузка' })).not.toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ message: serverErrors.internal }, { status: 500 }),
      serverErrors.internal,
    ],
    ['«Ошибка сервера» without one', new HttpResponse(null, { status: 502 }), 'Ошибка сервера'],
  ])('shows a failed load above the calendar: %s', async (_case, answer, text) => {
    mockServer.use(http.post('*/api/lessons/getallwhere', () => answer.clone()));
    await signInAs('teacher');
    renderApp('/schedule');

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(text);
    const calendar = screen.getByRole('region', { name: 'Календарь занятий' });
    expect(alert.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(calendar).toHaveAttribute('aria-busy', 'false'));
  });
});
