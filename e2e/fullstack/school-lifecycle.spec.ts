import { expect, test } from '@playwright/test';
import { sideNav } from '../support/login';

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
  await expect(page.getByText(`Студия «Па» ${id}`)).toBeVisible();
  await expect(page.getByText('+7 (342) 200-11-22')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить' }).click();
  await page.getByLabel('Название', { exact: true }).fill(`Студия «Па-де-де» ${id}`);
  await page.getByLabel('Город', { exact: true }).fill('Екатеринбург');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText(`Студия «Па-де-де» ${id}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Студия «Па-де-де» ${id}`)).toBeVisible();
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
