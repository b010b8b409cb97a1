import { expect, type Page } from '@playwright/test';
import { defaultTemplates } from '../../src/contract';
import { seriousViolations } from './axe';
import { buildClient, buildGroup, buildLesson, buildStudent, unique } from './builders';
import { sideNav } from './login';
import type { ReadMail } from './mailbox';
import { todayInPage } from './page-api';
import type { Login } from './school-test';

// Сообщения (docs/messages.md) as the owner uses them: the sender's name in «Настройки», an apology added to the
// «Занятие отменено» template in «Шаблоны», then a lesson of a family's group cancelled in the calendar — and the
// family's letter, with the new words, in «Журнал», in the family's mailbox and on the client's card.

const apology = 'Приносим извинения.';

/** As the owner: a student of a new group whose parent, a client with an email, is the family told. */
async function familyOfAGroup(page: Page) {
  const group = await buildGroup(page);
  const email = `family-${unique()}@example.ru`;
  const client = await buildClient(page, { name: `Семейная Ева ${unique()}`, email });
  await buildStudent(page, {
    groups: [group.id],
    clients: [{ id: client.id, relation: 'мама', is_payer: true }],
  });
  return { groupId: group.id, group: group.name, family: client.name, email };
}

/** `YYYY-MM-DD` of Wednesday three weeks after this one: the calendar's week view, «Вперёд» three times. */
async function wednesdayInThreeWeeks(page: Page): Promise<string> {
  const today = new Date(`${await todayInPage(page)}T12:00:00Z`);
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  monday.setUTCDate(monday.getUTCDate() + 21 + 2);
  return monday.toISOString().slice(0, 10);
}

async function openMessages(page: Page, tab: 'Журнал' | 'Шаблоны' | 'Настройки') {
  await sideNav(page).getByRole('link', { name: 'Сообщения' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сообщения' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function saveSettings(page: Page, values: { sender: string; quietFrom: string; quietTo: string }) {
  await openMessages(page, 'Настройки');
  const form = page.getByRole('form', { name: 'Настройки' });
  await form.getByLabel('Имя отправителя').fill(values.sender);
  await form.getByLabel('Тихие часы с').fill(values.quietFrom);
  await form.getByLabel('Тихие часы до').fill(values.quietTo);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/messages/settings') && response.request().method() === 'PATCH',
  );
  await form.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Настройки сообщений сохранены').first()).toBeVisible();
}

async function saveCancelTemplate(page: Page, body: string) {
  await openMessages(page, 'Шаблоны');
  await page.getByRole('button', { name: /^Занятие отменено/ }).click();
  const editor = page.getByRole('region', { name: 'Занятие отменено' });
  await expect(editor.getByText('служебное — без отписки')).toBeVisible();
  await editor.getByRole('button', { name: 'Вернуть стандартный' }).click();
  await editor.getByLabel('Текст').fill(body);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/messages/templates') && response.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Шаблон сохранён').first()).toBeVisible();
}

/** Opens the lesson in the calendar's week three weeks ahead and presses one of its owner's buttons. */
async function pressOnLesson(page: Page, label: string, button: 'Отменить занятие' | 'Вернуть занятие') {
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  for (let week = 0; week < 3; week++) await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByRole('button', { name: button })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

export async function runMessagesFlow(page: Page, login: Login, readMail: ReadMail) {
  const sender = `Школа «Грация» ${unique()}`;
  await login({ role: 'owner' });
  const { groupId, group, family, email } = await familyOfAGroup(page);
  // The page read the school's groups and clients before the API made these.
  await page.reload();

  // Quiet hours off (equal ends): the notice of a lesson three weeks ahead goes at once at any hour of the run.
  await saveSettings(page, { sender, quietFrom: '00:00', quietTo: '00:00' });
  await expect(page.getByText('Почта настроена на сервере.')).toBeVisible();
  await saveCancelTemplate(page, `${defaultTemplates.lesson_canceled.body} ${apology}`);
  // «Шаблоны» in both themes: nothing axe-core calls serious.
  const found = await seriousViolations(page, 'Шаблоны, тёмная тема');

  const time = '21:30';
  await buildLesson(page, {
    group_id: groupId,
    lesson_date: await wednesdayInThreeWeeks(page),
    start_time: time,
    duration_minutes: 30,
  });
  await pressOnLesson(page, `${time} ${group}`, 'Отменить занятие');

  // «Журнал»: the family's letter, sent by the outbox within seconds, with the words the owner added.
  await openMessages(page, 'Журнал');
  await page.getByLabel('Вид').selectOption({ label: 'Занятие отменено' });
  await page.getByLabel('Поиск').fill(email);
  const journal = page.getByRole('grid', { name: 'Сообщения' });
  const row = journal.getByRole('row').filter({ hasText: family }).first();
  await expect(row).toContainText(`Занятие отменено: ${group}`);
  await expect(row).toContainText('Email');
  await expect(row).toContainText('Отправлено', { timeout: 20_000 });
  await row.getByRole('button', { name: /^Подробнее: / }).click();
  const details = journal.getByRole('row').filter({ hasText: apology }).first();
  await expect(details).toContainText(`в ${time} отменено. ${apology}`);
  // Colours are checked on the settled list (its last filter answered).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  found.push(...(await seriousViolations(page, 'Журнал, тёмная тема')));
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  found.push(...(await seriousViolations(page, 'Журнал, светлая тема')));
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  expect(found).toEqual([]);

  // The family's mail server has it.
  await expect
    .poll(async () =>
      (await readMail(page, email)).some(
        (mail) =>
          mail.subject === `Занятие отменено: ${group}` &&
          mail.text.includes(`в ${time} отменено. ${apology}`),
      ),
    )
    .toBe(true);

  // The same message on the client's card.
  await sideNav(page).getByRole('link', { name: 'Клиенты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Клиенты' })).toBeVisible();
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox').fill(family);
  await page.getByRole('button', { name: `Подробнее: ${family}` }).click();
  const messages = page.getByRole('list', { name: `Сообщения: ${family}` });
  const item = messages.getByRole('listitem').filter({ hasText: 'Занятие отменено' }).first();
  await expect(item).toContainText('Отправлено');
  await item.getByText(`Занятие отменено: ${group}`).click();
  await expect(item).toContainText(`в ${time} отменено. ${apology}`);

  // The sender's name was stored.
  await openMessages(page, 'Настройки');
  await expect(page.getByRole('form', { name: 'Настройки' }).getByLabel('Имя отправителя')).toHaveValue(
    sender,
  );
}
