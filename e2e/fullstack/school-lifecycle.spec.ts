import { expect, test } from '@playwright/test';
import { loginAs, loginWith, sideNav } from '../support/login';
import { postFromPage } from '../support/page-api';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('a visitor registers a school, is signed in at once, edits the school, and the change survives a reload', async ({
  page,
}) => {
  const id = unique();
  const ownerEmail = `owner-${id}@example.ru`;

  await page.goto('/');
  // The landing button opens the registration form directly.
  await page.getByRole('link', { name: 'Зарегистрировать школу' }).click();
  await page.getByLabel('Название школы').fill(`Студия «Па» ${id}`);
  await page.getByLabel('Город', { exact: true }).fill('Пермь');
  await page.getByLabel('Телефон школы').fill('3422001122');
  await page.getByLabel('Email школы').fill(`studio-${id}@example.ru`);
  await page.getByLabel('Email для входа').fill(ownerEmail);
  await page.getByLabel('Пароль', { exact: true }).fill('очень-надёжный-пароль');
  await page.getByLabel('ФИО').fill('Ветрова Анна Павловна');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // The new owner is signed in at once: the password is not asked for again.
  await expect(page).toHaveURL('/leads');

  await sideNav(page).getByRole('link', { name: 'Профиль' }).click();
  await expect(page.getByText(`Студия «Па» ${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText('+7 (342) 200-11-22')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить' }).click();
  await page.getByLabel('Название', { exact: true }).fill(`Студия «Па-де-де» ${id}`);
  await page.getByLabel('Город', { exact: true }).fill('Екатеринбург');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText(`Студия «Па-де-де» ${id}`, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Студия «Па-де-де» ${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Екатеринбург')).toBeVisible();
});

test('registering with an email that is taken shows the server’s message', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('link', { name: 'Нет аккаунта? Зарегистрировать школу' }).click();
  await page.getByLabel('Название школы').fill('Двойник');
  await page.getByLabel('Email для входа').fill('owner@gracia-dance.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('очень-надёжный-пароль');
  await page.getByLabel('ФИО').fill('Двойников Дмитрий');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('alert')).toHaveText('Пользователь с таким email уже существует');
});

test('the admin deletes a school, its owner cannot sign in, and the admin restores it within 30 days', async ({
  page,
}) => {
  const id = unique();
  const name = `Студия «Удаляемая» ${id}`;
  const owner = { email: `owner-${id}@example.ru`, password: 'очень-надёжный-пароль' };
  await page.goto('/registration');
  await postFromPage(page, '/ownerschool/register', {
    school: { name },
    account: owner,
    profile: { full_name: 'Удалова Ирина' },
  });

  await loginAs(page, 'admin');
  const schools = page.getByRole('table', { name: 'Школы', exact: true });
  await schools.getByRole('button', { name: new RegExp(`Удалить школу .*${id}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить школу?' });
  await expect(dialog).toContainText('Восстановить её можно в течение 30 дней');
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(schools.getByText(name)).toHaveCount(0);
  const deleted = page.getByRole('table', { name: 'Удалённые школы' });
  await expect(deleted.getByRole('row', { name: new RegExp(id) })).toContainText('удалится навсегда');

  // Its owner is let in nowhere while it is deleted, and told why.
  const ownerPage = await page.context().browser()?.newPage();
  if (!ownerPage) throw new Error('No second page');
  await ownerPage.goto('/registration');
  await ownerPage.getByLabel('Email', { exact: true }).fill(owner.email);
  await ownerPage.getByLabel('Пароль', { exact: true }).fill(owner.password);
  await ownerPage.getByRole('button', { name: 'Войти' }).click();
  await expect(ownerPage.getByRole('alert')).toContainText('Школа удалена');

  await deleted.getByRole('button', { name: new RegExp(`Восстановить школу .*${id}`) }).click();
  await expect(page.getByText(/восстановлена/)).toBeVisible();
  await expect(schools.getByText(name)).toBeVisible();

  await loginWith(ownerPage, owner.email, owner.password);
  await expect(ownerPage).toHaveURL('/leads');
  await ownerPage.close();
});
