import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { buildClient, buildGroup, buildLesson, buildStudent } from './builders';
import { sideNav } from './login';
import { todayInPage } from './page-api';
import type { Login } from './school-test';

// The money loop of a school, as the owner runs it (docs/money.md): a template, a sale paid partly by the parent,
// the rest of the payment, a partial refund, marks on a lesson (present, absent, with a reason) and a freeze —
// and after a reload every figure on /finances, in the student's account and in the roll agrees.

const template = 'Проверочный, 4 занятия';

/** As the owner: a student of a group with a lesson next Monday at 17:00, a mother who pays, and no pass yet. */
async function arrange(page: Page) {
  const today = await todayInPage(page);
  const monday = new Date(`${today}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  const group = await buildGroup(page);
  await buildLesson(page, {
    group_id: group.id,
    lesson_date: monday.toISOString().slice(0, 10),
    start_time: '17:00',
  });
  const mother = await buildClient(page);
  const student = await buildStudent(page, {
    groups: [group.id],
    clients: [{ id: mother.id, relation: 'мама', is_payer: true }],
  });
  // Someone else too: the forms of /finances skip the choice of student in a school of one.
  await buildStudent(page, { groups: [group.id] });
  // The page read the school before the API made these rows.
  await page.reload();
  return { moneyStudent: student.name, group: group.name };
}

const form = (page: Page, name: string) => page.getByRole('form', { name });

async function openFinances(page: Page) {
  await sideNav(page).getByRole('link', { name: 'Финансы' }).click();
  await expect(page.getByRole('heading', { name: 'Финансы', level: 1 })).toBeVisible();
}

/** «Итого» and the rest of the period's totals, as shown. */
async function total(page: Page, label: string): Promise<string> {
  return (await page.locator('dl div', { hasText: label }).locator('dd').textContent()) ?? '';
}

const rubles = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function openAccount(page: Page, moneyStudent: string): Promise<Locator> {
  await sideNav(page).getByRole('link', { name: 'Ученики' }).click();
  await page.getByRole('searchbox').fill(moneyStudent);
  await page.getByRole('button', { name: `Подробнее: ${moneyStudent}` }).click();
  const account = page.getByRole('list', { name: 'Абонементы и оплата' });
  await expect(account).toBeVisible();
  return account;
}

async function openMondayLesson(page: Page, group: string): Promise<Locator> {
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: `17:00 ${group}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const markOf = (dialog: Locator, moneyStudent: string, mark: string) =>
  dialog
    .getByRole('radiogroup', { name: `Отметка: ${moneyStudent}` })
    .getByRole('radio', { name: mark, exact: true });

const rollLine = (dialog: Locator, moneyStudent: string) =>
  dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('radiogroup', { name: `Отметка: ${moneyStudent}` }) });

export async function runMoneyLoop(page: Page, login: Login): Promise<void> {
  await login({ role: 'owner' });
  const { moneyStudent, group } = await arrange(page);
  await openFinances(page);

  const newTemplate = form(page, 'Новый шаблон');
  await newTemplate.getByLabel('Название').fill(template);
  await newTemplate.getByLabel('Занятий').fill('4');
  await newTemplate.getByLabel('Цена, ₽').fill('2 000');
  await newTemplate.getByRole('button', { name: 'Новый шаблон' }).click();
  await expect(page.getByRole('list', { name: 'Шаблоны абонементов' })).toContainText(template);

  // Sold and paid 1 500 ₽ of 2 000 ₽ now; the mother pays (the server finds her as the payer).
  const sell = form(page, 'Продать абонемент');
  await sell.getByLabel('Ученик').selectOption({ label: moneyStudent });
  await sell.getByLabel('Шаблон').selectOption({ label: `${template} — 2 000,00 ₽` });
  await sell.getByLabel('Оплачено сейчас, ₽').fill('1500');
  await sell.getByRole('button', { name: 'Продать' }).click();
  await expect(page.getByText(`Абонемент «${template}» продан`)).toBeVisible();

  // The rest, by card.
  const pay = form(page, 'Добавить платёж');
  await pay.getByLabel('Ученик').selectOption({ label: moneyStudent });
  await pay.getByLabel('Сумма, ₽').fill('500');
  await pay.getByLabel('Способ').selectOption({ label: 'Карта' });
  await pay.getByRole('button', { name: 'Добавить платёж' }).click();
  const payments = page.getByRole('grid', { name: 'Платежи' });
  await expect(payments.getByRole('row', { name: new RegExp(moneyStudent) })).toHaveCount(2);
  await expect.poll(async () => rubles(await total(page, 'Поступления'))).toBe(2000);

  // 300 ₽ of the first payment back.
  const firstPayment = payments.getByRole('row', { name: new RegExp(`${moneyStudent}.*1 500,00`) });
  await firstPayment.getByRole('button', { name: 'Возврат' }).click();
  const refund = page.getByRole('dialog', { name: `Возврат платежа: ${moneyStudent}` });
  await refund.getByLabel('Сумма, ₽').fill('300');
  await refund.getByLabel('Причина возврата').fill('Пропустила неделю по болезни');
  await refund.getByRole('button', { name: 'Сохранить' }).click();
  await expect(firstPayment).toContainText('возвращено 300,00 ₽');
  await expect.poll(async () => rubles(await total(page, 'Возвраты'))).toBe(300);

  // The account: paid 1 700 of 2 000, four visits left.
  let account = await openAccount(page, moneyStudent);
  await expect(account).toContainText(`${template} · Активен · осталось 4`);
  await expect(account).toContainText('оплачено 1 700,00 ₽ из 2 000,00 ₽');

  // Marks on next Monday's lesson: present takes a visit, with a reason gives it back, absent takes it again.
  let dialog = await openMondayLesson(page, group);
  await expect(rollLine(dialog, moneyStudent)).toContainText(`«${template}»: осталось 4`);
  await markOf(dialog, moneyStudent, 'Был').check();
  await expect(rollLine(dialog, moneyStudent)).toContainText(`«${template}»: осталось 3`);
  await markOf(dialog, moneyStudent, 'Уваж.').check();
  await expect(rollLine(dialog, moneyStudent)).toContainText(`«${template}»: осталось 4`);
  await markOf(dialog, moneyStudent, 'Не был').check();
  await expect(rollLine(dialog, moneyStudent)).toContainText(`«${template}»: осталось 3`);

  // After a reload the roll, the account and its ledger say the same.
  await page.reload();
  dialog = await openMondayLesson(page, group);
  await expect(markOf(dialog, moneyStudent, 'Не был')).toBeChecked();
  await expect(rollLine(dialog, moneyStudent)).toContainText(`«${template}»: осталось 3`);
  await page.keyboard.press('Escape');
  account = await openAccount(page, moneyStudent);
  await expect(account).toContainText(`${template} · Активен · осталось 3`);
  await page.getByText('Откуда баланс и остаток').click();
  const ledger = page.getByRole('list', { name: 'Откуда баланс и остаток' });
  await expect(ledger).toContainText(`Продажа абонемента «${template}»`);
  await expect(ledger).toContainText('Возврат: Пропустила неделю по болезни');
  await expect(ledger.getByText('Отметка изменена: уважительная причина')).toBeVisible();
  // «Почему 3»: the pass's own lines from its sale, each with the count after it, ending at 3.
  await account.getByRole('button', { name: 'почему 3' }).click();
  const why = page.getByRole('list', { name: `Откуда остаток «${template}»` });
  await expect(why.getByRole('listitem').first()).toContainText(`Продажа абонемента «${template}»`);
  await expect(why.getByRole('listitem').last()).toContainText('→ 3 зан.');
  expect(await seriousViolations(page, '«почему 3»')).toEqual([]);

  // A freeze of three days from today: the end moves by three days.
  await account.getByRole('button', { name: 'Заморозить' }).first().click();
  const freeze = page.getByRole('dialog', { name: `Заморозить: ${template}` });
  await freeze.getByLabel('Дней').fill('3');
  await freeze.getByRole('button', { name: 'Заморозить' }).click();
  await expect(account).toContainText(`${template} · Заморожен`);
}
