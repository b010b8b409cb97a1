import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { buildGroup, buildLesson, buildStudent, buildTemplate, sellPass } from './builders';
import { schoolInTheAfternoon } from './page-api';
import type { Login } from './school-test';

// Make-ups at the front desk (docs/makeups.md): the receptionist marks an excused absence in one group's roll,
// books the make-up from «Сегодня» into another group's lesson, and marks the guest present there.

type Setup = { name: string; studentId: number; other: string };

/** As the owner, through the API the pages use: a student of a lesson tonight whose pass makes up one absence. */
async function studentWithTwoLessonsTonight(page: Page, today: string): Promise<Setup> {
  const group = await buildGroup(page);
  const other = await buildGroup(page);
  const { id: studentId, name } = await buildStudent(page, { groups: [group.id] });
  await buildLesson(page, {
    group_id: group.id,
    lesson_date: today,
    start_time: '23:00',
    duration_minutes: 30,
  });
  await buildLesson(page, {
    group_id: other.id,
    lesson_date: today,
    start_time: '23:15',
    duration_minutes: 30,
  });
  const template = await buildTemplate(page, { makeups_allowed: 1 });
  await sellPass(page, {
    student_id: studentId,
    template_id: template.id,
    issued_at: today,
    payment: { amount: 400_000, method: 'cash' },
  });
  return { name, studentId, other: other.name };
}

export async function bookAMakeUpAtTheDesk(page: Page, login: Login) {
  const school = await login({ role: 'owner' });
  const today = await schoolInTheAfternoon(page, school.id);
  const { name, studentId, other } = await studentWithTwoLessonsTonight(page, today);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login({ role: 'receptionist' });
  await page.goto('/schedule');
  const panel = page.getByRole('region', { name: /^Сегодня/ });
  await panel.getByRole('button', { name: /^23:00–23:30/ }).click();
  const marks = panel.getByRole('radiogroup', { name: `Отметка: ${name}` });
  await marks.getByRole('radio', { name: 'Уваж.' }).check();
  await expect(marks.getByRole('radio', { name: 'Уваж.' })).toBeChecked();

  const row = panel.locator('li').filter({ has: page.getByRole('radiogroup', { name: `Отметка: ${name}` }) });
  await row.getByRole('button', { name: `Отработки: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Отработки: ${name}` });
  await expect(dialog).toContainText('можно отработать');
  await dialog.getByRole('button', { name: /^Записать отработку пропуска/ }).click();
  await dialog.getByRole('radio', { name: new RegExp(`23:15 · ${other}`) }).check();
  expect(await seriousViolations(page, 'the make-ups dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Записать на занятие' }).click();
  await expect(dialog).toContainText('записан на отработку');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await panel.getByRole('button', { name: /^23:15–23:45/ }).click();
  const guest = panel.getByRole('radiogroup', { name: `Отметка: ${name}` });
  await expect(
    panel.locator('li').filter({ has: page.getByRole('radiogroup', { name: `Отметка: ${name}` }) }),
  ).toContainText('отработка');
  await guest.getByRole('radio', { name: 'Был', exact: true }).check();
  await expect(guest.getByRole('radio', { name: 'Был', exact: true })).toBeChecked();
  await expect
    .poll(async () =>
      page.evaluate(async (id) => {
        const response = await fetch('/api/makeups/getallwhere', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ student_id: id }),
        });
        return ((await response.json()) as { status: string }[]).map((makeup) => makeup.status);
      }, studentId),
    )
    .toEqual(['used']);
}
