import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { postFromPage, todayInPage } from './page-api';
import type { Login } from './school-test';

// A pass cancelled with its money back (issue: «a school's first month»): the accountant cancels, from the list of
// passes ending soon, a paid pass nobody used; the refund goes out in the same action and the student owes nothing.

/** As the owner, through the API: a student with a 5-day pass of 3 000 ₽ sold today and paid in full. */
async function paidPassEndingSoon(page: Page, login: Login) {
  await login({ role: 'owner' });
  const name = `Отменова Вера ${Date.now() % 100000}`;
  const passName = `Пробная неделя ${Date.now() % 100000}`;
  const { id: studentId } = await postFromPage(page, '/students/registration', { name });
  const template = await postFromPage(page, '/subscription-templates/create', {
    name: passName,
    kind: 'visits',
    visits: 4,
    price: 300_000,
    validity_days: 5,
  });
  await postFromPage(page, '/subscriptions/sell', {
    student_id: studentId,
    template_id: template.id,
    issued_at: await todayInPage(page),
    payment: { amount: 300_000, method: 'card' },
  });
  return { studentId, name, passName };
}

export async function cancelPassWithMoneyBack(page: Page, login: Login) {
  const { studentId, name, passName } = await paidPassEndingSoon(page, login);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login({ role: 'accountant' });
  await page.goto('/finances');

  const ending = page.getByRole('list', { name: 'Абонементы заканчиваются' });
  const item = ending.locator('li').filter({ hasText: name });
  await item
    .getByRole('group', { name: `Действия с абонементом «${passName}»` })
    .getByRole('button', { name: 'Отменить' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Отменить абонемент «${passName}»?` });
  await expect(
    dialog.getByRole('checkbox', { name: 'Вернуть оплаченное сверх использованного' }),
  ).toBeChecked();
  expect(await seriousViolations(page, 'the cancel dialog')).toEqual([]);
  await dialog.getByLabel('Причина отмены').fill('Передумали заниматься');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () =>
      page.evaluate(async (id) => {
        const response = await fetch(`/api/finances/student/${id}`);
        const account = (await response.json()) as { balance: number; subscriptions: { status: string }[] };
        return [account.balance, account.subscriptions.map((pass) => pass.status)];
      }, studentId),
    )
    .toEqual([0, ['canceled']]);
}
