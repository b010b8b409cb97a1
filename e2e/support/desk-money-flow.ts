import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { buildGroup, buildLesson, buildStudent, buildTemplate, sellPass } from './builders';
import type { Login } from './school-test';

// The front desk's money (issue: «a school's first month»): the receptionist freezes a pass from the roll and
// takes the student's debt, which the payment form shows and fills in; the server then holds a zero balance.

type Setup = { studentId: number; name: string };

/** As the owner, through the API the pages use: a student of a lesson tonight with a 4 000 ₽ pass, 1 000 ₽ paid. */
async function studentOwingTonight(page: Page, login: Login): Promise<Setup> {
  await login({ role: 'owner' });
  const group = await buildGroup(page);
  const { id: studentId, name } = await buildStudent(page, { groups: [group.id] });
  await buildLesson(page, { group_id: group.id, start_time: '23:15', duration_minutes: 30 });
  const template = await buildTemplate(page, { freeze_count: 1, freeze_days: 7 });
  await sellPass(page, {
    student_id: studentId,
    template_id: template.id,
    payment: { amount: 100_000, method: 'cash' },
  });
  return { studentId, name };
}

export async function freezeAndTakeTheDebtAtTheDesk(page: Page, login: Login) {
  const { studentId, name } = await studentOwingTonight(page, login);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login({ role: 'receptionist' });
  await page.goto('/schedule');
  const panel = page.getByRole('region', { name: /^Сегодня/ });
  await panel.getByRole('button', { name: /^23:15–23:45/ }).click();
  const row = panel.locator('li').filter({ has: page.getByRole('radiogroup', { name: `Отметка: ${name}` }) });

  await row.getByRole('button', { name: 'Все абонементы' }).click();
  const passes = page.getByRole('dialog', { name: `Абонементы: ${name}` });
  await passes.getByRole('button', { name: 'Заморозить' }).click();
  const freeze = page.getByRole('dialog', { name: /^Заморозить: / });
  await freeze.getByRole('button', { name: 'Заморозить' }).click();
  await expect(freeze).toBeHidden();
  await expect(passes).toContainText('Заморожен');
  expect(await seriousViolations(page, "the front desk's passes dialog")).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(passes).toBeHidden();

  await row.getByRole('button', { name: 'Оплата' }).click();
  const payment = page.getByRole('dialog', { name: `Добавить платёж: ${name}` });
  await expect(payment).toContainText('Долг: 3 000,00 ₽');
  await expect(payment.getByLabel('Сумма, ₽')).toHaveValue('3000');
  expect(await seriousViolations(page, 'the payment dialog with a debt')).toEqual([]);
  await payment.getByRole('button', { name: 'Добавить платёж' }).click();
  await expect(payment).toBeHidden();

  const account = await page.evaluate(async (id) => {
    const response = await fetch(`/api/finances/student/${id}`);
    return (await response.json()) as { balance: number; subscriptions: { status: string }[] };
  }, studentId);
  expect(account.balance).toBe(0);
  expect(account.subscriptions.map((pass) => pass.status)).toEqual(['frozen']);
}
