import { expect, test } from '@playwright/test';
import { canOpen, type GuardedPath, type Role, routeAccess } from '../../src/contract';
import { loginAs } from '../support/login';

const guardedPaths = Object.keys(routeAccess) as GuardedPath[];

test('every guarded page sends a visitor without a session to /registration', async ({ page }) => {
  for (const path of guardedPaths) {
    await page.goto(path);
    await expect(page, `visiting ${path}`).toHaveURL(/\/registration/);
  }
});

for (const role of ['manager', 'receptionist', 'teacher', 'accountant', 'owner'] as Role[]) {
  test(`${role} is turned back to /profile from every page they may not open`, async ({ page }) => {
    await loginAs(page, role);
    for (const path of guardedPaths) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(canOpen(role, path) ? path : '/profile');
    }
  });
}

test('the admin passes every guard', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const path of guardedPaths) {
    await page.goto(path);
    await expect(page, `visiting ${path}`).toHaveURL(path);
  }
});

test('after login a visitor is taken to the page they asked for, when allowed', async ({ page }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/registration/);
  await page.getByLabel('Email', { exact: true }).fill('manager@gracia-dance.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('ritm-demo-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL('/clients');
});
