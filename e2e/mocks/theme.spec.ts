import { expect, test } from '../support/mock-test';

test('the theme is dark by default, toggles to light and stays light after a reload', async ({ page }) => {
  await page.goto('/registration');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the stored theme is applied before the app renders (no flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  // Read the attribute as soon as the document exists, before any module script has run.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/registration', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
