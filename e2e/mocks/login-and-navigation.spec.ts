import { type GuardedPath, navigationByRole, type Role } from '../../src/contract';
import { loginAs, loginWith, sideNav } from '../support/login';
import { expect, test } from '../support/mock-test';

const sectionNames: Record<GuardedPath, string> = {
  '/leads': 'Лиды',
  '/students': 'Ученики',
  '/clients': 'Клиенты',
  '/schedule': 'Расписание',
  '/finances': 'Финансы',
  '/reports': 'Отчёты',
  '/messages': 'Сообщения',
  '/history': 'История',
  '/profile': 'Профиль',
  '/admin/schools': 'Школы',
};

const landing: Record<Role, string> = {
  owner: '/leads',
  manager: '/leads',
  admin: '/admin/schools',
  receptionist: '/schedule',
  teacher: '/schedule',
  accountant: '/finances',
};

for (const role of Object.keys(landing) as Role[]) {
  test(`${role} lands on ${landing[role]} and sees exactly their navigation`, async ({ page }) => {
    await loginAs(page, role);
    await expect(page).toHaveURL(landing[role]);
    const links = sideNav(page).getByRole('link');
    await expect(links).toHaveText(navigationByRole[role].map((path) => sectionNames[path]));
  });
}

test('a wrong password shows «Ошибка входа» and keeps the person on the form', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('Email', { exact: true }).fill('owner@gracia-dance.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('не-тот-пароль');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ошибка входа');
  await expect(page).toHaveURL(/\/registration/);
});

test('logout returns to /registration and closes the guarded pages', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/registration/);
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/registration/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('a session survives a reload of the page', async ({ page }) => {
  await loginWith(page, 'accountant@gracia-dance.ru', 'ritm-demo-2026');
  await page.reload();
  await expect(page).toHaveURL('/finances');
  await expect(sideNav(page)).toBeVisible();
});
