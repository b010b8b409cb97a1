import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { buildGroup, buildLesson, unique } from './builders';
import { sideNav } from './login';
import { postFromPage } from './page-api';
import type { Login } from './school-test';
import { closeToasts } from './toasts';

// Teacher payroll as the school runs it (docs/payroll.md): the owner adds a lesson held yesterday; the accountant
// sets rates for two teachers, sees the lesson in the period's pay with the rate it took, sets and takes back a
// one-off amount, adds a bonus, closes the period and pays it out (an expense on /finances); a teacher sees only
// their own pay and closed period, and the server refuses them another teacher's.

type Staff = { id: number; profile: { full_name: string } };
type Setup = { teacher: string; otherTeacher: Staff; group: string };

/**
 * As the owner: the school's teacher (the one who signs in later), a second teacher with a lesson of their own
 * yesterday (so both are in the period's pay), and the group whose lesson the owner adds in the calendar.
 */
async function twoTeachersAndAGroup(page: Page, yesterday: Date): Promise<Setup> {
  const [self] = await postFromPage<Staff[]>(page, '/users/getAllWhere', { role: 'teacher' });
  if (!self) throw new Error('The own school has no teacher');
  const otherTeacher = await postFromPage<Staff>(page, '/users/create', {
    email: `teacher-${unique()}@example.ru`,
    password: 'пароль-второго-преподавателя',
    role: 'teacher',
    profile: { full_name: `Другая Преподаватель ${unique()}` },
  });
  const other = await buildGroup(page);
  await buildLesson(page, {
    group_id: other.id,
    lesson_date: iso(yesterday),
    start_time: '08:00',
    teacher_id: otherTeacher.id,
  });
  const { name: group } = await buildGroup(page);
  return { teacher: self.profile.full_name, otherTeacher, group };
}

const russian = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function addRate(page: Page, who: string, kind: string, size: string) {
  const form = page.getByRole('form', { name: 'Добавить ставку' });
  await form.getByLabel('Преподаватель').selectOption({ label: who });
  await form.getByLabel('Вид ставки').selectOption({ label: kind });
  await form.getByLabel('Сумма, ₽').fill(size);
  await form.getByLabel('Действует с').fill('01.01.2026');
  await form.getByRole('button', { name: 'Добавить ставку' }).click();
  await expect(page.getByRole('table', { name: 'Ставки' })).toContainText(who);
}

/** A lesson of the teacher held yesterday, added in the calendar. */
async function addYesterdaysLesson(page: Page, yesterday: Date, { teacher, group }: Setup) {
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  await page.getByRole('button', { name: 'Добавить занятие' }).click();
  const form = page.getByRole('dialog', { name: 'Новое занятие' });
  await form.getByLabel('Группа').selectOption({ label: group });
  await form.getByLabel('Дата').fill(russian(yesterday));
  await form.getByLabel('Начало').fill('06:15');
  await form.getByLabel('Длительность, мин').fill('60');
  await form.getByLabel('Преподаватель').selectOption({ label: teacher });
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(form).toBeHidden();
}

export async function runPayrollFlow(page: Page, login: Login) {
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  await login({ role: 'owner' });
  const setup = await twoTeachersAndAGroup(page, yesterday);
  const { teacher, group } = setup;
  const otherTeacher = setup.otherTeacher.profile.full_name;
  // The page read the school's groups before the API made these.
  await page.reload();
  await addYesterdaysLesson(page, yesterday, setup);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  // The accountant runs the payroll: rates, the period's lines, closing, paying out.
  await login({ role: 'accountant' });
  await expect(page).toHaveURL('/finances');
  await addRate(page, teacher, 'За занятие', '1500');
  await addRate(page, otherTeacher, 'За час', '1200');

  const pay = page.getByRole('region', { name: 'Зарплата преподавателей' });
  await pay.getByLabel('С', { exact: true }).fill(russian(yesterday));
  await pay.getByLabel('По', { exact: true }).fill(russian(yesterday));
  const row = pay.getByRole('listitem').filter({ hasText: teacher });
  await row.locator('summary').click();
  const lines = row.getByRole('table', { name: `Занятия: ${teacher}` });
  const line = lines.getByRole('row').filter({ hasText: '06:15' });
  await expect(line).toContainText(group);
  await expect(line).toContainText('1 500,00 ₽ за занятие');
  await expect(line.getByRole('cell').nth(6)).toHaveText('1 500,00 ₽');
  await expect(pay.getByRole('listitem').filter({ hasText: otherTeacher })).toBeVisible();

  // A one-off amount for that lesson replaces its rate, and «Вернуть ставку» brings the rate back.
  await line.getByRole('button', { name: `Сумма за занятие ${russian(yesterday)} 06:15` }).click();
  const oneOff = page.getByRole('dialog', { name: `Разовая сумма: ${russian(yesterday)} 06:15, ${group}` });
  await oneOff.getByLabel('Сумма, ₽').fill('2000');
  await oneOff.getByLabel('Причина').fill('Замена: мастер-класс');
  expect(await seriousViolations(page, '«Разовая сумма»')).toEqual([]);
  await oneOff.getByRole('button', { name: 'Сохранить' }).click();
  await expect(oneOff).toBeHidden();
  await expect(line).toContainText('разово: Замена: мастер-класс');
  await expect(line.getByRole('cell').nth(6)).toHaveText('2 000,00 ₽');
  await line.getByRole('button', { name: `Сумма за занятие ${russian(yesterday)} 06:15` }).click();
  await oneOff.getByRole('button', { name: 'Вернуть ставку' }).click();
  await expect(oneOff).toBeHidden();
  await expect(line.getByRole('cell').nth(6)).toHaveText('1 500,00 ₽');

  // A bonus for yesterday, with its reason, joins the lesson in the teacher's pay.
  const bonus = pay.getByRole('form', { name: 'Начисление или удержание' });
  await bonus.getByLabel('Преподаватель').selectOption({ label: teacher });
  await bonus.getByLabel('Дата').fill(russian(yesterday));
  await bonus.getByLabel('Сумма, ₽ (удержание — с минусом)').fill('500');
  await bonus.getByLabel('Причина').fill('Премия за открытый урок');
  await bonus.getByRole('button', { name: 'Внести' }).click();
  await expect(lines.getByRole('row').filter({ hasText: 'Премия за открытый урок' })).toContainText(
    '500,00 ₽',
  );

  // Yesterday closes — once the totals it will store are confirmed — and the teacher is paid: one «Зарплата»
  // expense for their total.
  await pay.getByRole('button', { name: 'Закрыть период' }).click();
  await page
    .getByRole('dialog', { name: /^Закрыть период/ })
    .getByRole('button', { name: 'Закрыть период' })
    .click();
  const periods = page.getByRole('region', { name: 'Закрытые периоды' });
  // The toasts of the last steps sit over the bottom-right corner where the new period's «Выплатить» lands: closed
  // first, so the click reaches the button rather than a toast sliding in over it.
  await closeToasts(page);
  await periods.getByRole('button', { name: `Выплатить: ${teacher}` }).click();
  await expect(periods.getByRole('listitem').filter({ hasText: teacher })).toContainText('Выплачено');
  const expenses = page.getByRole('region', { name: 'Расходы' });
  const expense = expenses.getByRole('row').filter({ hasText: `${teacher}, ${russian(yesterday)}` });
  await expect(expense).toContainText('Зарплата');
  await expect(expense).toContainText('2 000,00 ₽');

  // The teacher: their own pay in the profile, nobody else's; the server refuses another teacher's.
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await login({ role: 'teacher' });
  await sideNav(page).getByRole('link', { name: 'Профиль' }).click();
  const own = page.getByRole('region', { name: 'Моя зарплата' });
  await own.getByLabel('С', { exact: true }).fill(russian(yesterday));
  await expect(own.getByRole('listitem')).toHaveCount(1);
  await expect(own).toContainText(teacher);
  await expect(own).not.toContainText(otherTeacher);
  // The closed period too: their own figures and that they were paid, no one else's, no «Выплатить».
  const closedOwn = page.getByRole('region', { name: 'Закрытые периоды' });
  await expect(closedOwn.getByRole('listitem').filter({ hasText: teacher }).first()).toContainText(
    'Выплачено',
  );
  await expect(closedOwn).not.toContainText(otherTeacher);
  await expect(closedOwn.getByRole('button')).toHaveCount(0);
  // Asked from the page, as the app asks (the mock server answers inside the page).
  const preview = (body: Record<string, unknown>) =>
    page.evaluate(async (json) => {
      const response = await fetch('/api/payroll/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    }, body);
  const period = { date_from: iso(yesterday), date_to: iso(new Date()) };
  const mine = await preview(period);
  expect(mine.status).toBe(200);
  const ownIds = (mine.body as { teachers: { teacher_id: number }[] }).teachers.map((row) => row.teacher_id);
  expect(ownIds).toHaveLength(1);
  const refused = await preview({ ...period, teacher_id: setup.otherTeacher.id });
  expect(refused.status).toBe(403);
}
