import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { unique } from './builders';
import { sideNav } from './login';
import { staffNames } from './own-school';
import type { Login } from './school-test';

// The history of changes (docs/history.md) as the owner uses it: a manager changes a lead's phone; the owner
// finds on «История» who did it and from what to what, and sees the same on the lead's row («Что менялось»).

const manager = staffNames.manager;

function leadRow(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });
}

async function openAllLeads(page: Page) {
  await sideNav(page).getByRole('link', { name: 'Лиды' }).click();
  await page.getByRole('tab', { name: 'Все' }).click();
  await expect(page.getByRole('grid', { name: 'Лиды' })).toBeVisible();
}

/** The change of the phone, as a table row of an entry: field, before, after. */
const phoneChange = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByRole('row', { name: 'Телефон — +7 (912) 345-67-89' });

export async function runHistoryFlow(page: Page, login: Login) {
  const lead = `Лид истории ${unique()}`;
  await login({ role: 'manager' });
  await openAllLeads(page);
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('textbox', { name: 'Имя нового лида' }).fill(lead);
  await page.keyboard.press('Enter');
  const phone = leadRow(page, lead).getByRole('gridcell').nth(2);
  await expect(leadRow(page, lead).getByRole('gridcell').nth(1).getByRole('button')).toBeFocused();
  await phone.getByRole('button').dblclick();
  await page.getByRole('textbox', { name: `Телефон: ${lead}` }).pressSequentially('9123456789');
  await page.keyboard.press('Enter');
  await expect(phone).toHaveText('+7 (912) 345-67-89');
  // The manager has no history page, and no «Что менялось» on a row.
  await expect(sideNav(page).getByRole('link', { name: 'История' })).toHaveCount(0);
  await leadRow(page, lead)
    .getByRole('button', { name: `Подробнее: ${lead}` })
    .click();
  await expect(page.getByRole('button', { name: 'Что менялось' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

  await login({ role: 'owner' });
  await sideNav(page).getByRole('link', { name: 'История' }).click();
  await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
  await page.getByLabel('Сотрудник').selectOption({ label: manager });
  await page.getByLabel('Раздел').selectOption({ label: 'Лид' });
  const entry = page
    .getByRole('list', { name: 'Изменения' })
    .getByRole('listitem')
    .filter({ hasText: `Лид «${lead}»` })
    .filter({ hasText: 'Изменение' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(manager);
  await expect(phoneChange(entry)).toBeVisible();
  // The page with its entries, in both themes: nothing axe-core calls serious.
  const found = await seriousViolations(page, 'История, тёмная тема');
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  // Colours are checked once the theme's transitions have finished, not halfway between the two themes.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  found.push(...(await seriousViolations(page, 'История, светлая тема')));
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  expect(found).toEqual([]);

  await openAllLeads(page);
  await leadRow(page, lead)
    .getByRole('button', { name: `Подробнее: ${lead}` })
    .click();
  await page.getByRole('button', { name: 'Что менялось' }).click();
  const dialog = page.getByRole('dialog', { name: `Что менялось: ${lead}` });
  await expect(phoneChange(dialog)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Создание' })).toContainText(manager);
  expect(await seriousViolations(page, '«Что менялось»')).toEqual([]);
}
