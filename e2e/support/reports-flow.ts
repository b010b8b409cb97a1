import { expect, type Locator, type Page } from '@playwright/test';
import { buildGroup, buildLesson, buildStudent } from './builders';
import { sideNav } from './login';
import { postFromPage } from './page-api';
import type { Login } from './school-test';

// The owner marks a lesson of next week, then generates each report for that week and reads the charts and the
// tables under them (retention from the first of this month: its months run no further than this one).

const pad = (part: number) => String(part).padStart(2, '0');

/** Next week's Monday and Sunday as `дд.мм.гггг` (the week view's «Вперёд» shows that week), and Monday's ISO day. */
function nextWeek(): [string, string, string] {
  const today = new Date();
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7) + 7);
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  const text = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  const iso = `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
  return [text(monday), text(sunday), iso];
}

/**
 * As the owner: a group of eight places with a student, and its lesson of an hour and a half at 20:00 next Monday
 * with the school's teacher.
 */
async function lessonOfNextWeek(page: Page, monday: string) {
  const [teacher] = await postFromPage<{ id: number; profile: { full_name: string } }[]>(
    page,
    '/users/getAllWhere',
    { role: 'teacher' },
  );
  if (!teacher) throw new Error('The own school has no teacher');
  const group = await buildGroup(page, { capacity: 8 });
  await buildStudent(page, { groups: [group.id] });
  await buildLesson(page, {
    group_id: group.id,
    lesson_date: monday,
    start_time: '20:00',
    duration_minutes: 90,
    teacher_id: teacher.id,
  });
  return { group: group.name, teacher: teacher.profile.full_name };
}

/** `дд.мм.гггг` of this month's first day, and the month as the retention table names it («Март 2026»). */
function thisMonth(): [string, string] {
  const today = new Date();
  const first = `01.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
  const name = today.toLocaleString('ru-RU', { month: 'long' });
  return [first, `${name.charAt(0).toUpperCase()}${name.slice(1)} ${today.getFullYear()}`];
}

async function markFirstStudentPresent(page: Page, group: string) {
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: `20:00 ${group}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  const firstMark = dialog.getByRole('radiogroup').first();
  await firstMark.getByRole('radio', { name: 'Был', exact: true }).check();
  await expect(firstMark.getByRole('radio', { name: 'Был', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
}

async function generate(form: Locator, kind: string) {
  await form.getByLabel('Отчёт', { exact: true }).selectOption({ label: kind });
  await form.getByRole('button', { name: 'Сформировать' }).click();
}

export async function runReports(page: Page, login: Login): Promise<void> {
  await login({ role: 'owner' });
  const [from, to, monday] = nextWeek();
  const { group, teacher } = await lessonOfNextWeek(page, monday);
  // The page read the school's groups before the API made these.
  await page.reload();
  await markFirstStudentPresent(page, group);

  await sideNav(page).getByRole('link', { name: 'Отчёты' }).click();
  const form = page.getByRole('form', { name: 'Параметры отчёта' });
  await form.getByLabel('С', { exact: true }).fill(from);
  await form.getByLabel('По', { exact: true }).fill(to);

  await generate(form, 'Посещаемость');
  await expect(
    page.getByRole('heading', { name: new RegExp(`Посещаемость · За период с ${from} по ${to}`) }),
  ).toBeVisible();
  const byGroup = page.getByRole('table', { name: 'Таблица: По группам' });
  const row = byGroup.getByRole('row', { name: new RegExp(group) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(
    page.getByRole('figure', { name: 'По группам' }).locator('svg .recharts-bar-rectangle').first(),
  ).toBeVisible();

  await generate(form, 'Платежи');
  await expect(page.getByLabel('Итого', { exact: true })).toContainText('Поступления');
  await expect(page.getByRole('table', { name: 'Таблица: Поступления по способам' })).toContainText(
    'Наличные',
  );

  await generate(form, 'Загрузка групп');
  const load = page.getByRole('table', { name: 'Таблица: Загрузка групп' });
  const groupRow = load.getByRole('row', { name: new RegExp(group) });
  await expect(groupRow).toBeVisible();
  // The group takes eight.
  await expect(groupRow.getByRole('cell').nth(2)).toHaveText('8');
  await expect(
    page.getByRole('figure', { name: 'Загрузка групп' }).locator('svg .recharts-bar-rectangle').first(),
  ).toBeVisible();

  await generate(form, 'Нагрузка преподавателей');
  const teachers = page.getByRole('table', { name: 'Таблица: Нагрузка преподавателей' });
  const taught = teachers.getByRole('row', { name: new RegExp(teacher) });
  await expect(taught).toBeVisible();
  // The marked lesson of next week is held: at least one lesson, and its hour and a half.
  await expect(taught.getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(taught.getByRole('cell').nth(3)).not.toHaveText('0');
  await expect(
    page
      .getByRole('figure', { name: 'Нагрузка преподавателей' })
      .locator('svg .recharts-bar-rectangle')
      .first(),
  ).toBeVisible();

  const [first, month] = thisMonth();
  await form.getByLabel('С', { exact: true }).fill(first);
  await generate(form, 'Удержание учеников');
  await expect(page.getByLabel('Итоги удержания')).toContainText('Активных за период');
  const months = page.getByRole('table', { name: 'Таблица: По месяцам' });
  await expect(months.getByRole('row', { name: new RegExp(month) })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'По месяцам' })).toBeVisible();
}
