import { expect, type Page } from '@playwright/test';
import type { Login } from './school-test';

/**
 * A Kazan number typed key by key with its trunk 8 (the demo school's own city: 843): the mask reads the number as
 * a whole, so «88432001020» is +7 (843) 200-10-20 — on screen and as the server stores it.
 */
export async function typeKazanPhone(page: Page, login: Login) {
  const name = `Лид из Казани ${Date.now()}`;
  // A school of its own: a new lead never shifts the demo school's lists other specs count at the same time.
  await login({ role: 'owner' });
  await expect(page).toHaveURL('/leads');
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('textbox', { name: 'Имя нового лида' }).fill(name);
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });
  const phoneCell = row.getByRole('gridcell').nth(2);
  await expect(row.getByRole('gridcell').nth(1).getByRole('button')).toBeFocused();

  await phoneCell.getByRole('button').dblclick();
  await page.getByRole('textbox', { name: `Телефон: ${name}` }).pressSequentially('88432001020');
  await page.keyboard.press('Enter');
  await expect(phoneCell).toHaveText('+7 (843) 200-10-20');

  const stored = await page.evaluate(async (leadName) => {
    const response = await fetch('/api/leads/getallwhere', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const leads = (await response.json()) as { name: string; phone: string }[];
    return leads.find((lead) => lead.name === leadName)?.phone;
  }, name);
  expect(stored).toBe('+7 (843) 200-10-20');
}
