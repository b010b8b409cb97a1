import { expect, type Page } from '@playwright/test';
import { buildGroup, buildLesson, buildStudent, buildTemplate, sellPass } from './builders';
import { sideNav } from './login';
import { todayInPage } from './page-api';
import type { Login } from './school-test';

// A school closure as the owner makes one (docs/closures.md): one group closed next Tuesday and Wednesday. Its
// Tuesday lesson is cancelled, another group's lesson that day stays, and a pass of one of its students, valid
// then, ends later than it did.

/** Days counted on the browser's calendar (the school's zone), whatever the zone of the test runner. */
const day = (iso: string, plus: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plus);
  return date.toISOString().slice(0, 10);
};
const russian = (iso: string) => iso.split('-').reverse().join('.');

/** As the owner: the closed group with a lesson next Tuesday at 18:00, another one at 17:00, and the pass holder. */
async function arrange(page: Page) {
  const today = await todayInPage(page);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const tuesday = day(today, ((8 - weekday) % 7 || 7) + 1);
  const group = await buildGroup(page);
  const other = await buildGroup(page);
  await buildLesson(page, { group_id: group.id, lesson_date: tuesday, start_time: '18:00' });
  await buildLesson(page, { group_id: other.id, lesson_date: tuesday, start_time: '17:00' });
  // Sold 9 days ago for 30 days: valid on the closed days.
  const student = await buildStudent(page, { groups: [group.id] });
  const template = await buildTemplate(page, { validity_days: 30 });
  await sellPass(page, { student_id: student.id, template_id: template.id, issued_at: day(today, -9) });
  // The page read the school before the API made these rows.
  await page.reload();
  return {
    tuesday,
    wednesday: day(tuesday, 1),
    group: group.name,
    other: other.name,
    passHolder: student.name,
  };
}

/** The day the student's pass ends, as their account shows it («до дд.мм.гггг»), as yyyy-mm-dd. */
async function passEnd(page: Page, passHolder: string): Promise<string> {
  await sideNav(page).getByRole('link', { name: 'Ученики' }).click();
  // /leads (where the owner lands) has a «Все» tab too: wait for the students' page before choosing it.
  await expect(page.getByRole('heading', { level: 1, name: 'Ученики' })).toBeVisible();
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox').fill(passHolder);
  const details = page.getByRole('button', { name: `Подробнее: ${passHolder}` });
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  const account = page.getByRole('list', { name: 'Абонементы и оплата' });
  const text = (await account.textContent()) ?? '';
  const match = /до (\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  if (!match) throw new Error(`no end date in «${text}»`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

export async function runClosureFlow(page: Page, login: Login) {
  await login({ role: 'owner' });
  const { tuesday, wednesday, group, other, passHolder } = await arrange(page);
  const endBefore = await passEnd(page, passHolder);

  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  const section = page.getByRole('region', { name: 'Закрытия и каникулы' });
  const form = section.getByRole('form', { name: 'Закрытия и каникулы' });
  await form.getByLabel('С', { exact: true }).fill(russian(tuesday));
  await form.getByLabel('По', { exact: true }).fill(russian(wednesday));
  await form.getByLabel('Причина').fill('Санитарные дни');
  await form.getByLabel(group).check();
  await form.getByRole('button', { name: 'Закрыть' }).click();

  const closures = section.getByRole('list', { name: 'Закрытия школы' });
  await expect(closures).toContainText('Санитарные дни');
  await expect(closures).toContainText(group);
  await expect(closures).toContainText(/отменено занятий: [1-9]/);

  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(calendar.getByRole('button', { name: `18:00 ${group}, отменено` })).toBeVisible();
  // Other groups keep their lessons.
  await expect(calendar.getByRole('button', { name: `17:00 ${other}`, exact: true })).toBeVisible();
  await expect(calendar.getByText('Закрыто: Санитарные дни').first()).toBeVisible();

  // The account shows what it had, then what it reads again.
  await expect.poll(() => passEnd(page, passHolder)).not.toBe(endBefore);
  expect((await passEnd(page, passHolder)) > endBefore).toBe(true);
}
