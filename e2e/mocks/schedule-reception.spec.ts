import { loginAs } from '../support/login';
import { expect, test } from '../support/mock-test';

test('the front desk adds a one-off lesson, which the calendar then shows', async ({ page }) => {
  await loginAs(page, 'receptionist');
  await expect(page).toHaveURL('/schedule');
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Добавить в расписание' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Направления' })).toHaveCount(0);

  await calendar.getByRole('button', { name: 'День' }).click();
  const day = await page.evaluate(() => {
    const date = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  });
  await page.getByRole('button', { name: 'Добавить занятие' }).click();
  const form = page.getByRole('dialog', { name: 'Новое занятие' });
  await form.getByLabel('Группа').selectOption({ label: 'Бачата для начинающих' });
  await form.getByLabel('Дата').fill(day);
  await form.getByLabel('Начало').fill('07:30');
  await form.getByLabel('Длительность, мин').fill('50');
  await form.getByLabel('Преподаватель').selectOption({ label: 'Хабибуллин Артур Ильдарович' });
  await form.getByLabel('Направление').selectOption({ label: 'Бачата' });
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Занятие группы «Бачата для начинающих» добавлено')).toBeVisible();

  const lesson = calendar.getByRole('button', { name: '07:30 Бачата для начинающих' });
  await lesson.scrollIntoViewIfNeeded();
  await expect(lesson).toBeVisible();
  await lesson.click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog).toContainText('50 мин');
  await expect(dialog).toContainText('Бачата');
  await expect(dialog.getByRole('button', { name: 'Отменить занятие' })).toHaveCount(0);
});
