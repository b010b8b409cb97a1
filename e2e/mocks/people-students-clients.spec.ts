import type { Page } from '@playwright/test';
import { serverErrors } from '../../src/contract';
import { loginAs } from '../support/login';
import { expect, test } from '../support/mock-test';

function row(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });
}

async function forceError(page: Page, method: 'put' | 'patch', path: string, message: string) {
  await page.evaluate(
    ({ method, path, message }) => {
      const mocks = window.__rhythmMocks;
      if (!mocks) throw new Error('The app is not running on the mocks');
      mocks.worker.use(mocks.http[method](path, () => mocks.HttpResponse.json({ message }, { status: 500 })));
    },
    { method, path, message },
  );
}

async function openStudent(page: Page, name: string) {
  await loginAs(page, 'owner');
  await page.goto('/students');
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill(name);
  await row(page, name)
    .getByRole('button', { name: `Подробнее: ${name}` })
    .click();
  return page.getByRole('list', { name: `Клиенты ученика ${name}` });
}

test('the owner links a parent to a student and unlinks another', async ({ page }) => {
  const parents = await openStudent(page, 'Петров Даниил');

  await page.getByLabel('Родитель или плательщик').fill('Иванова Мария Олеговна, +7 (921) 743-89-69');
  await page.getByLabel('Кем приходится').fill('Тётя');
  // Changes show at once; each is awaited on the server before the next, and before the reload.
  const studentSaved = () =>
    page.waitForResponse(
      (response) => /\/api\/students\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
    );
  const linked = studentSaved();
  await page.getByRole('button', { name: 'Привязать' }).click();
  await expect(parents).toContainText('Иванова Мария Олеговна');
  expect((await linked).ok()).toBe(true);
  const unlinked = studentSaved();
  await parents.getByRole('button', { name: 'Отвязать Петрова Эвелина Ильдаровна' }).click();
  await expect(parents).not.toContainText('Петрова Эвелина Ильдаровна');
  expect((await unlinked).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox').fill('Петров Даниил');
  await row(page, 'Петров Даниил').getByRole('button', { name: 'Подробнее: Петров Даниил' }).click();
  await expect(page.getByRole('list', { name: 'Клиенты ученика Петров Даниил' })).toContainText('Тётя');
});

test('a refused link shows the reason and the list stays as stored', async ({ page }) => {
  const parents = await openStudent(page, 'Петров Даниил');
  await forceError(page, 'put', '*/api/students/:id', 'Сервер недоступен, попробуйте позже');

  await page.getByLabel('Родитель или плательщик').fill('Иванова Мария Олеговна, +7 (921) 743-89-69');
  await page.getByRole('button', { name: 'Привязать' }).click();

  await expect(page.getByText('Сервер недоступен, попробуйте позже')).toBeVisible();
  await expect(parents).not.toContainText('Иванова Мария Олеговна');
  await expect(parents).toContainText('Петрова Эвелина Ильдаровна');
});

test('a refused client edit shows the reason and the old phone comes back', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.getByRole('link', { name: 'Клиенты' }).click();
  await expect(page.getByRole('grid', { name: 'Клиенты' })).toBeVisible();
  await page.getByRole('tab', { name: 'Все' }).click();
  await forceError(page, 'patch', '*/api/clients/update/:id', 'База данных недоступна');
  const phone = row(page, 'Михайлов Даниил Олегович').getByRole('gridcell').nth(2);

  await phone.getByRole('button').dblclick();
  await page.getByRole('textbox', { name: 'Телефон: Михайлов Даниил Олегович' }).fill('+7 (900) 000-00-01');
  await page.keyboard.press('Enter');

  await expect(page.getByText('База данных недоступна')).toBeVisible();
  await expect(phone).toHaveText('+7 (941) 383-36-86');
});

test('a status in use cannot be deleted, and the dialog says why', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.getByRole('button', { name: 'Справочники' }).click();
  const dialog = page.getByRole('dialog', { name: 'Справочники' });

  await dialog.getByRole('button', { name: 'Удалить: Новый' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(serverErrors.statusInUse);
  await expect(dialog.getByRole('list', { name: 'Список: Статусы лидов' })).toContainText('Новый');
});
