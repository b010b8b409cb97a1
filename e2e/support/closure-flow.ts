import { expect, type Page } from '@playwright/test';
import { loginAs, sideNav } from './login';

// A school closure as the owner makes one (docs/closures.md): one group closed next Tuesday and Wednesday. Its
// Tuesday lesson is cancelled, and a pass of one of its students, valid then, ends later than it did. Only this
// group closes: the full-stack tests share one database, and the others work with other groups' lessons.

const group = 'Jazz-funk 11–14 лет';
/** In that group, with a pass sold 9 days ago for 30 days: valid on the closed days. */
const passHolder = 'Фёдорова Ксения';

const russian = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;

function nextMonday(): Date {
  const date = new Date();
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  return date;
}

/** The day the student's pass ends, as their account shows it («до дд.мм.гггг»), as yyyy-mm-dd. */
async function passEnd(page: Page): Promise<string> {
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

export async function runClosureFlow(page: Page) {
  await loginAs(page, 'owner');
  const endBefore = await passEnd(page);
  const tuesday = nextMonday();
  tuesday.setDate(tuesday.getDate() + 1);
  const wednesday = new Date(tuesday);
  wednesday.setDate(tuesday.getDate() + 1);

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
  await expect(calendar.getByRole('button', { name: `18:00 ${group}, отменено` }).first()).toBeVisible();
  // Other groups keep their lessons.
  await expect(
    calendar.getByRole('button', { name: '17:00 Хип-хоп 7–10 лет', exact: true }).first(),
  ).toBeVisible();
  await expect(calendar.getByText('Закрыто: Санитарные дни').first()).toBeVisible();

  // The account shows what it had, then what it reads again.
  await expect.poll(() => passEnd(page)).not.toBe(endBefore);
  expect((await passEnd(page)) > endBefore).toBe(true);
}
