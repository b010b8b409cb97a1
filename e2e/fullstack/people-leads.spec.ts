import { expect, type Page } from '@playwright/test';
import { buildGroup, buildLead } from '../support/builders';
import { test } from '../support/fullstack-test';

function leadRow(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });
}

/** The cell of a row by its column: 0 is the expand button, then name, phone, trial date, source, status, group. */
function cell(page: Page, name: string, column: number) {
  return leadRow(page, name).getByRole('gridcell').nth(column);
}

async function showLead(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill(name);
  await expect(leadRow(page, name)).toBeVisible();
}

test('inline edits of a new lead are stored: they survive a reload', async ({ page, login }) => {
  const name = `Котова Ирина ${Date.now()}`;
  await login({ role: 'manager' });
  const { name: callBack } = await buildGroup(page, { name: 'Перезвонить', entity_type: 'lead' });
  await page.reload();
  await page.getByRole('tab', { name: 'Все' }).click();

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('textbox', { name: 'Имя нового лида' }).fill(name);
  await page.keyboard.press('Enter');
  // The new row is dimmed and read-only until the server has stored it; then its name cell has the focus.
  await expect(cell(page, name, 1).getByRole('button')).toBeFocused();
  await cell(page, name, 2).getByRole('button').dblclick();
  await page.getByRole('textbox', { name: `Телефон: ${name}` }).pressSequentially('9123456789');
  await page.keyboard.press('Enter');
  await cell(page, name, 3).getByRole('button').dblclick();
  await page.getByRole('textbox', { name: `Дата пробного занятия: ${name}` }).fill('12.12.2030');
  await page.keyboard.press('Enter');
  await cell(page, name, 5).getByRole('button').dblclick();
  await page.getByRole('combobox', { name: `Статус: ${name}` }).selectOption({ label: 'Записан на пробное' });
  await cell(page, name, 6).getByRole('button').dblclick();
  // Edits show at once; the reload waits until the server has stored the last one.
  const stored = page.waitForResponse(
    (response) => response.url().includes('/api/leads/update/') && response.request().method() === 'PATCH',
  );
  await page.getByRole('combobox', { name: `Группа: ${name}` }).selectOption({ label: callBack });
  await expect(cell(page, name, 6)).toHaveText(callBack);
  expect((await stored).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: callBack }).click();
  await page.getByRole('searchbox').fill(name);
  await expect(cell(page, name, 2)).toHaveText('+7 (912) 345-67-89');
  await expect(cell(page, name, 3)).toHaveText('12.12.2030');
  await expect(cell(page, name, 5)).toHaveText('Записан на пробное');
  await expect(cell(page, name, 6)).toHaveText(callBack);
});

test('a converted lead stays converted, and its student and parent are stored', async ({ page, login }) => {
  const parent = `Гарипова Алия ${Date.now()}`;
  await login({ role: 'owner' });
  const { name: lead } = await buildLead(page, { name: 'Айдар Гарипов' });
  const { name: group } = await buildGroup(page);
  await page.reload();
  await showLead(page, lead);

  await page.getByRole('button', { name: `Перевести в ученики: ${lead}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Перевести в ученики' });
  await dialog.getByLabel('Дата рождения').pressSequentially('14032016');
  await dialog.getByLabel('Группа ученика').selectOption({ label: group });
  await dialog.getByLabel('Добавить родителя или плательщика').check();
  await dialog.getByLabel('Имя родителя').fill(parent);
  await dialog.getByRole('button', { name: 'Перевести' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await showLead(page, lead);
  await expect(cell(page, lead, 8)).toHaveText(/^С \d\d\.\d\d\.\d{4}$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Ученики' }).click();
  await expect(page.getByRole('grid', { name: 'Ученики' })).toBeVisible();
  await page.getByRole('tab', { name: group }).click();
  await page.getByRole('searchbox').fill(lead);
  await page.getByRole('button', { name: `Подробнее: ${lead}` }).click();
  await expect(page.getByRole('list', { name: `Клиенты ученика ${lead}` })).toContainText(parent);
});

test('a group created under the leads table is stored and selected again after a reload', async ({
  page,
  login,
}) => {
  const group = `Весенний набор ${Date.now()}`;
  await login({ role: 'manager' });

  await page.getByRole('button', { name: 'Новая группа' }).click();
  await page.getByRole('dialog', { name: 'Новая группа' }).getByLabel('Название группы').fill(group);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: group })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.keyboard.press('Enter'); // the default name
  await expect(leadRow(page, 'Новый лид')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: group }).click();
  await expect(leadRow(page, 'Новый лид')).toBeVisible();
});
