import type { Page } from '@playwright/test';
import { canOpen, type GuardedPath, type Role, routeAccess } from '../../src/contract';
import { loginAs } from '../support/login';
import { expect, test } from '../support/mock-test';

const guardedPaths = Object.keys(routeAccess) as GuardedPath[];

/**
 * The address bar changed inside the running app (as a back/forward step does): the router runs the same
 * guards as on a typed address, without paying for a whole page load per path. Each role also types one
 * address for real below.
 */
async function visitInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every guarded page sends a visitor without a session to /registration', async ({ page }) => {
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/registration\?redirect=%2Fleads/);
  for (const path of guardedPaths) {
    await visitInApp(page, path);
    await expect(page, `visiting ${path}`).toHaveURL(/\/registration/);
  }
});

for (const role of ['manager', 'receptionist', 'teacher', 'accountant', 'owner'] as Role[]) {
  test(`${role} is turned back to /profile from every page they may not open`, async ({ page }) => {
    await loginAs(page, role);
    // A typed address of the admin's page: a whole load, guarded before anything renders.
    await page.goto('/admin/schools');
    await expect(page).toHaveURL('/profile');
    for (const path of guardedPaths) {
      await visitInApp(page, path);
      await expect(page, `visiting ${path}`).toHaveURL(canOpen(role, path) ? path : '/profile');
    }
  });
}

test('the admin passes every guard', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/leads');
  await expect(page).toHaveURL('/leads');
  for (const path of guardedPaths) {
    await visitInApp(page, path);
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
