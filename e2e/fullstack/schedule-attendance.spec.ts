import { expect, type Page } from '@playwright/test';
import { buildGroup, buildLesson, buildStudent } from '../support/builders';
import { test } from '../support/fullstack-test';
import { sideNav } from '../support/login';
import { todayInPage } from '../support/page-api';

/** `YYYY-MM-DD` of next week's Monday: the calendar's week view after one «Вперёд». */
async function nextMonday(page: Page): Promise<string> {
  const today = new Date(`${await todayInPage(page)}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7) + 7);
  return today.toISOString().slice(0, 10);
}

async function openMondayLesson(page: Page, group: string, student: string) {
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: `17:00 ${group}` }).click();
  return page
    .getByRole('dialog', { name: 'Занятие' })
    .getByRole('radiogroup', { name: `Отметка: ${student}` })
    .getByRole('radio', { name: 'Не был' });
}

test('a marked attendance is stored by the server and survives a reload', async ({ page, login }) => {
  await login({ role: 'owner' });
  const group = await buildGroup(page);
  const student = await buildStudent(page, { groups: [group.id] });
  await buildLesson(page, { group_id: group.id, lesson_date: await nextMonday(page), start_time: '17:00' });
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();

  const absent = await openMondayLesson(page, group.name, student.name);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/attendance/mark'));
  await absent.check();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  const reloaded = await openMondayLesson(page, group.name, student.name);
  await expect(reloaded).toBeChecked();
});
