import type { Page } from '@playwright/test';
import { canOpen, type GuardedPath, type Role, routeAccess } from '../../src/contract';
import { sectionNames } from '../../src/features/navigation/texts';
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

/**
 * The page the person ends on has drawn its own title, and the address is still its own. Checking the address alone
 * right after the step passed while a guard had yet to decide; a guard that turned the person away while the page
 * loaded was caught only at the next step, under another path's name.
 */
async function expectShown(page: Page, path: GuardedPath, visited: string) {
  const title = page.getByRole('heading', { level: 1, name: sectionNames[path], exact: true });
  await expect(title, `visiting ${visited}`).toBeVisible();
  await expect(page, `visiting ${visited}`).toHaveURL(path);
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
      await expectShown(page, canOpen(role, path) ? path : '/profile', path);
    }
  });
}

test('the admin passes every guard', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/leads');
  await expect(page).toHaveURL('/leads');
  for (const path of guardedPaths) {
    await visitInApp(page, path);
    await expectShown(page, path, path);
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
