import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AttendanceReport,
  DEFAULT_TIME_ZONE,
  dayIn,
  formatMoney,
  type GroupsReport,
  type LeadsReport,
  type PaymentsReport,
  type RetentionReport,
  type TeachersReport,
} from '@/contract';
import { now } from '@/lib/clock';
import { dayjs } from '@/lib/dates';
import { captureDownloads, textOf } from '@/test/downloads';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

/** The school's today by the tests' clock (mocks/node.ts). */
const today = () => dayjs(dayIn(DEFAULT_TIME_ZONE, now()));

/** What the SPA asked the server for, by path. */
const sent: { path: string; body: Record<string, unknown> }[] = [];
mockServer.events.on('request:start', async ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/reports/') && request.method === 'POST') {
    sent.push({ path, body: await request.clone().json() });
  }
});
afterEach(() => {
  sent.length = 0;
  vi.restoreAllMocks();
});

/** The API called around the SPA (the session's cookie is msw's), to set data up and to compare answers. */
async function api<T = unknown>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${location.origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** As the text shows once whitespace is collapsed (ru-RU groups thousands with a narrow no-break space). */
const shown = (kopecks: number) => formatMoney(kopecks).replace(/\s/g, ' ');

async function openReports(role: 'owner' | 'accountant' = 'owner') {
  await signInAs(role);
  const view = renderApp('/reports');
  const form = await screen.findByRole('form', { name: 'Параметры отчёта' });
  return { ...view, form };
}

describe('/reports', () => {
  it('opens on this month’s attendance, and a period with a marked lesson shows what the server counted', async () => {
    // A lesson of the coming weeks with one student marked present (the demo's timetable brought its lessons,
    // which start today).
    await signInAs('owner');
    const [lesson] = await api<{ id: number; lesson_date: string }[]>('lessons/getallwhere', {});
    if (!lesson) throw new Error('The demo timetable has no lesson');
    expect(lesson.lesson_date).toBe(today().format('YYYY-MM-DD'));
    const [record] = await api<{ student_id: number }[]>('attendance/getallwhere', { lesson_id: lesson.id });
    await api('attendance/mark', { lesson_id: lesson.id, student_id: record?.student_id, mark: 'present' });

    const view = renderApp('/reports');
    const form = await screen.findByRole('form', { name: 'Параметры отчёта' });
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/attendance'));
    const day = lesson.lesson_date.split('-').reverse().join('.');
    for (const end of ['С', 'По']) {
      await view.user.clear(within(form).getByLabelText(end));
      await view.user.type(within(form).getByLabelText(end), day);
    }
    await view.user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ date_from: lesson.lesson_date }));
    const answer = await api<AttendanceReport>('reports/attendance', sent.at(-1)?.body);
    expect(answer.totals.present).toBeGreaterThanOrEqual(1);
    const byGroup = await screen.findByRole('table', { name: 'Таблица: По группам' });
    expect(screen.getByLabelText('Итоги')).toHaveTextContent(
      `Проведено занятий${answer.totals.lessons_held}`,
    );
    expect(within(byGroup).getAllByRole('row')).toHaveLength(answer.by_group.length + 1);
    for (const row of answer.by_group) expect(byGroup).toHaveTextContent(row.group_name);
    expect(screen.getByRole('table', { name: 'По ученикам' })).toHaveTextContent(/\d/);
  });

  it('generates the payments report by weeks for the accountant, without the group filters', async () => {
    const { user, form } = await openReports('accountant');
    await user.selectOptions(within(form).getByLabelText('Отчёт'), 'Платежи');
    expect(within(form).queryByLabelText('Группа')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Шаг'), 'По неделям');
    // The last four weeks: the tests' today is the 2nd of the month, and the demo's money is of the weeks before.
    const from = today().subtract(4, 'week');
    for (const [end, day] of [
      ['С', from],
      ['По', today()],
    ] as const) {
      await user.clear(within(form).getByLabelText(end));
      await user.type(within(form).getByLabelText(end), day.format('DD.MM.YYYY'));
    }
    await user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/payments'));
    const body = sent.at(-1)?.body ?? {};
    expect(Object.keys(body).sort()).toEqual(['date_from', 'date_to', 'step']);
    expect(body).toEqual({
      date_from: from.format('YYYY-MM-DD'),
      date_to: today().format('YYYY-MM-DD'),
      step: 'week',
    });
    const answer = await api<PaymentsReport>('reports/payments', body);
    const figures = await screen.findByLabelText('Итого');
    expect(figures).toHaveTextContent(`Поступления${shown(answer.income)}`);
    expect(figures).toHaveTextContent(`Расходы${shown(answer.expenses)}`);
    // Weeks from Monday: the four before today's each had money in or out; today's week has none yet.
    expect(answer.by_period.map((row) => row.period_start)).toEqual(
      [4, 3, 2, 1].map((weeks) => today().subtract(weeks, 'week').format('YYYY-MM-DD')),
    );
    const byPeriod = screen.getByRole('table', { name: 'Таблица: Деньги по времени' });
    expect(within(byPeriod).getAllByRole('row')).toHaveLength(answer.by_period.length + 1);
  });

  it('sends the chosen group as a filter of the group load report', async () => {
    const { user, form } = await openReports();
    await user.selectOptions(within(form).getByLabelText('Отчёт'), 'Загрузка групп');
    const group = within(form).getByLabelText('Группа');
    await waitFor(() => expect(within(group).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(group).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(group, option);
    await user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/groups'));
    expect(sent.at(-1)?.body.group_id).toBe(Number(option.value));
    const table = await screen.findByRole('table', { name: 'Таблица: Загрузка групп' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent(option.text);

    // The table as a file: the same row, typed values.
    const files = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    const [name, file] = [...files.entries()][0] ?? [];
    expect(name).toMatch(/^Загрузка групп \d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}\.csv$/);
    const rows = Papa.parse<string[]>((await textOf(file as Blob)).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'Группа',
      'Учеников',
      'Мест',
      'Заполненность',
      'Проведено',
      'Отменено',
      'Посещений',
      'В среднем на занятии',
      'Посещаемость',
      'В листе ожидания',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(option.text);
    // Every demo student group has a capacity: the file says how many places and how full.
    const [row] = (await api<GroupsReport>('reports/groups', sent.at(-1)?.body)).rows;
    expect(row?.capacity).toBeGreaterThan(0);
    const fill = `${String(Math.round((row?.fill_rate ?? 0) * 1000) / 10).replace('.', ',')} %`;
    expect(rows[1]?.slice(1, 4)).toEqual([String(row?.students), String(row?.capacity), fill]);
  });

  it('shows the lead funnel of the last year as the server counted it, without the lesson filters', async () => {
    const { user, form } = await openReports();
    await user.selectOptions(within(form).getByLabelText('Отчёт'), 'Воронка лидов');
    expect(within(form).queryByLabelText('Группа')).not.toBeInTheDocument();
    // The demo's leads came within the last weeks, whatever today is.
    const from = within(form).getByLabelText('С');
    await user.clear(from);
    await user.type(from, today().subtract(1, 'year').format('DD.MM.YYYY'));
    await user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/leads'));
    expect(Object.keys(sent.at(-1)?.body ?? {}).sort()).toEqual(['date_from', 'date_to']);
    const answer = await api<LeadsReport>('reports/leads', sent.at(-1)?.body);
    expect(answer.leads).toBeGreaterThan(0);
    const totals = await screen.findByLabelText('Итоги воронки');
    expect(totals).toHaveTextContent(`Пришло лидов${answer.leads}`);
    const bySource = screen.getByRole('table', { name: 'Таблица: По источникам' });
    expect(within(bySource).getAllByRole('row')).toHaveLength(answer.by_source.length + 1);
  });

  it('shows retention by month for the year, as the server counted it, and exports the table as shown', async () => {
    const { user, form } = await openReports('accountant');
    await user.selectOptions(within(form).getByLabelText('Отчёт'), 'Удержание учеников');
    expect(within(form).getByText(/Месяцы берутся целиком/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Этот год' }));
    await user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/retention'));
    const answer = await api<RetentionReport>('reports/retention', sent.at(-1)?.body);
    // January to this month, every month whole.
    expect(answer.months).toHaveLength(today().month() + 1);
    const totals = await screen.findByLabelText('Итоги удержания');
    expect(totals).toHaveTextContent(`Активных за период${answer.totals.active}`);
    expect(totals).toHaveTextContent(`Ушли${answer.totals.left}`);
    const table = screen.getByRole('table', { name: 'Таблица: По месяцам' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(answer.months.length + 1);
    const january = `Январь ${today().year()}`;
    expect(rows[1]).toHaveTextContent(january);

    const files = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    const [name, file] = [...files.entries()][0] ?? [];
    expect(name).toMatch(/^Удержание учеников 01\.01\.\d{4}–31\.12\.\d{4}\.csv$/);
    const lines = Papa.parse<string[]>((await textOf(file as Blob)).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(lines[0]).toEqual(['Месяц', 'Активных', 'Новых', 'Остались', 'Вернулись', 'Ушли', 'Удержание']);
    expect(lines).toHaveLength(answer.months.length + 1);
    expect(lines[1]?.slice(0, 2)).toEqual([january, String(answer.months[0]?.active)]);
  });

  it('shows the load of the chosen teacher, as the server counted it, and exports the row as shown', async () => {
    const { user, form } = await openReports();
    await user.selectOptions(within(form).getByLabelText('Отчёт'), 'Нагрузка преподавателей');
    const teacher = within(form).getByLabelText('Преподаватель');
    await waitFor(() => expect(within(teacher).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(teacher).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(teacher, option);
    await user.click(within(form).getByRole('button', { name: 'Сформировать' }));

    await waitFor(() => expect(sent.at(-1)?.path).toBe('/api/reports/teachers'));
    expect(sent.at(-1)?.body.teacher_id).toBe(Number(option.value));
    const answer = await api<TeachersReport>('reports/teachers', sent.at(-1)?.body);
    expect(answer.rows.map((row) => row.teacher_name)).toEqual([option.text]);
    const totals = await screen.findByLabelText('Итоги нагрузки');
    expect(totals).toHaveTextContent(`Проведено занятий${answer.totals.lessons_held}`);
    const table = screen.getByRole('table', { name: 'Таблица: Нагрузка преподавателей' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent(option.text);

    const files = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    const [, file] = [...files.entries()][0] ?? [];
    const lines = Papa.parse<string[]>((await textOf(file as Blob)).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(lines).toEqual([
      ['Преподаватель', 'Проведено занятий', 'Отменено', 'Часов', 'Учеников', 'Посещений'],
      [
        option.text,
        ...[answer.rows[0]?.lessons_held, answer.rows[0]?.lessons_canceled, answer.rows[0]?.hours].map((n) =>
          String(n).replace('.', ','),
        ),
        String(answer.rows[0]?.students),
        String(answer.rows[0]?.present),
      ],
    ]);
  });

  it('shows the server’s reason when a report is refused', async () => {
    mockServer.use(
      http.post('*/api/reports/attendance', () =>
        HttpResponse.json({ message: 'Период отчёта — не больше десяти лет' }, { status: 400 }),
      ),
    );
    await openReports();
    expect(await screen.findByText('Период отчёта — не больше десяти лет')).toBeInTheDocument();
  });
});
