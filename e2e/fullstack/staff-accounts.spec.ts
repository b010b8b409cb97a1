import { expect, test } from '../support/fullstack-test';
import { loginWith, sideNav } from '../support/login';

test('the owner adds a teacher, who then logs in and sees the teacher’s navigation', async ({
  page,
  login,
}) => {
  const email = `teacher-${Date.now()}@gracia-dance.ru`;
  await login({ role: 'owner' });
  await sideNav(page).getByRole('link', { name: 'Профиль' }).click();

  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ФИО').fill('Лебедева Софья Игоревна');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Роль', { exact: true }).selectOption('teacher');
  await dialog.getByLabel('Пароль', { exact: true }).fill('пароль-преподавателя');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('table', { name: 'Сотрудники школы' }).getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Выйти' }).click();
  await loginWith(page, email, 'пароль-преподавателя');
  await expect(page).toHaveURL('/schedule');
  await expect(sideNav(page).getByRole('link')).toHaveText(['Ученики', 'Расписание', 'Профиль']);
});
