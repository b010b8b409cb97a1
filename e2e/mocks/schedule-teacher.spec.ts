import { loginAs } from '../support/login';
import { expect, test } from '../support/mock-test';

test('a teacher reads the schedule and marks attendance of their own lessons only', async ({ page }) => {
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL('/schedule');
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await expect(calendar.getByRole('button', { name: 'Месяц' })).toHaveClass(/fc-button-active/);
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Добавить занятие' })).toHaveCount(0);
  const timetable = page.getByRole('table', { name: 'Расписание на неделю' });
  await expect(timetable.getByRole('row')).toHaveCount(12);
  await expect(timetable.getByRole('button')).toHaveCount(0);

  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');

  await calendar.getByRole('button', { name: '17:00 Хип-хоп 7–10 лет' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog.getByRole('radio').first()).toBeEnabled();
  await page.keyboard.press('Escape');

  await calendar.getByRole('button', { name: '18:00 Jazz-funk 11–14 лет' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog.getByRole('radio').first()).toBeDisabled();
  await expect(dialog).toContainText('Посещаемость этого занятия отмечает его преподаватель');
});
