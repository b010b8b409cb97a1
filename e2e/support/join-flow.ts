import { expect, type Page } from '@playwright/test';
import { JOIN_POSTS_PER_ADDRESS_MINUTE, serverErrors } from '../../src/contract';
import { seriousViolations } from './axe';
import { markPage, searchAllLeads, stillSameDocument } from './live-updates';
import { postFromPage, todayInPage } from './page-api';
import type { Login } from './school-test';

// The school's public trial form (docs/join-form.md): a visitor on a phone opens the school's link with the marks of
// an advertising link, signs up for a trial and the owner sees the lead with its source and campaign; a filled
// hidden field, a post a second after the page loaded and the 21st post in a minute are refused in words and
// write nothing. Each flow has a school of its own, so its counts are its own.

const PHONE = { width: 375, height: 667 };
/** Longer than the least time the server takes for a person to fill the form in (JOIN_MIN_FILL_SECONDS). */
const FILL_MS = 3_300;

type FormSchool = { code: string; group: string };

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/**
 * The test's own school, its owner signed in: a group open for trials with lessons tomorrow and after, with
 * room for `capacity` students (null: no limit).
 */
async function schoolWithForm(page: Page, login: Login, capacity: number | null): Promise<FormSchool> {
  await login({ role: 'owner' });
  const today = await todayInPage(page);
  const group = `Хип-хоп ${Date.now() % 1_000_000}`;
  const { id } = await postFromPage(page, '/groups/create', {
    name: group,
    entity_type: 'student',
    capacity,
    open_for_trials: true,
  });
  for (const day of [addDays(today, 1), addDays(today, 2)])
    await postFromPage(page, '/lessons/create', {
      group_id: id,
      lesson_date: day,
      start_time: '23:15',
      duration_minutes: 30,
    });
  const { code } = await page.evaluate(async () => (await fetch('/api/join-form/settings')).json());
  return { code, group };
}

/** axe over the page in the dark theme (the default) and the light one, back to dark. */
async function checkBothThemes(page: Page, where: string) {
  const settled = () =>
    page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await seriousViolations(page, `${where} (тёмная тема)`)).toEqual([]);
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await settled();
  expect(await seriousViolations(page, `${where} (светлая тема)`)).toEqual([]);
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await settled();
}

/** Fills the form in as a person does: the group's first lesson, a name, a phone, the consent. */
async function fillIn(visitor: Page, group: string, name: string, phoneDigits: string) {
  await visitor.getByRole('group', { name: group }).getByRole('radio').first().check();
  await visitor.getByLabel('Имя', { exact: true }).fill(name);
  await visitor.getByLabel('Телефон', { exact: true }).pressSequentially(phoneDigits);
  await visitor.getByRole('checkbox', { name: /152-ФЗ/ }).check();
}

const leadRow = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });

/** The sign-up: the visitor in another browser, while the owner's /leads stays open and shows the lead live. */
export async function visitorSignsUp(page: Page, login: Login, visitor: Page) {
  const { code, group } = await schoolWithForm(page, login, 8);
  const name = `Лебедева Анна ${Date.now() % 1_000_000}`;
  await page.goto('/leads');
  await searchAllLeads(page, name);
  await markPage(page);
  await visitor.setViewportSize(PHONE);
  await visitor.goto(`/join/${code}?utm_source=vk&utm_campaign=autumn`);
  await expect(visitor.getByRole('heading', { name: 'Запись на пробное занятие', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('group', { name: group })).toBeVisible();
  await checkBothThemes(visitor, 'форма записи');
  await fillIn(visitor, group, name, '9165550102');
  await visitor.waitForTimeout(FILL_MS);
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    new RegExp(`^Вы записаны на пробное занятие: группа «${group}», `),
  );
  await checkBothThemes(visitor, 'форма записи: записан');

  const row = leadRow(page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Сайт');
  await expect(row).toContainText('vk · autumn');
  expect(await stillSameDocument(page)).toBe(true);
}

type Posted = { status: number; body: { message?: string } };

/** Posts the form from the page's own origin, as the form does: a fresh page (its stamp) `afterMs` before. */
function postsFromPage(page: Page, code: string, phones: string[], afterMs: number): Promise<Posted[]> {
  return page.evaluate(
    async ({ code, phones, afterMs }) => {
      const form = await (await fetch(`/api/join/${code}`)).json();
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      const lesson = form.groups[0].lessons[0].id;
      const answers: Posted[] = [];
      for (const phone of phones) {
        const response = await fetch(`/api/join/${code}/trials`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Быстрый',
            phone,
            lesson_id: lesson,
            consent: true,
            stamp: form.stamp,
          }),
        });
        answers.push({ status: response.status, body: await response.json() });
      }
      return answers;
    },
    { code, phones, afterMs },
  );
}

/** Refusals of the form: each says why in Russian, and none writes a lead. */
export async function refusalsWriteNothing(page: Page, login: Login) {
  // No limit of seats: twenty trials on one lesson are the address's limit, not the hall's.
  const { code, group } = await schoolWithForm(page, login, null);
  await page.setViewportSize(PHONE);
  await page.goto(`/join/${code}`);

  // A filled hidden field: a program's post.
  await fillIn(page, group, 'Программа', '9165550201');
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.waitForTimeout(FILL_MS);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverErrors.joinHoneypot);

  // A post a second after the page loaded.
  const [fast] = await postsFromPage(page, code, ['+7 (916) 555-02-02'], 1_000);
  expect(fast).toEqual({ status: 400, body: { message: serverErrors.joinTooFast } });

  // The minute's 3rd to 20th posts go through; the 21st, from the form, is refused.
  const phones = Array.from(
    { length: JOIN_POSTS_PER_ADDRESS_MINUTE - 2 },
    (_, n) => `+7 (916) 555-03-${10 + n}`,
  );
  const taken = await postsFromPage(page, code, phones, FILL_MS);
  expect(taken.map((answer) => answer.status)).toEqual(phones.map(() => 201));
  await page.reload();
  await fillIn(page, group, 'Двадцать первый', '9165550401');
  await page.waitForTimeout(FILL_MS);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverErrors.joinTooManyFromAddress(1));

  // The school has the 18 leads it took, and none of the refused ones.
  const leads: { phone: string }[] = await page.evaluate(async () =>
    (
      await fetch('/api/leads/getallwhere', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).json(),
  );
  expect(leads.map((lead) => lead.phone).sort()).toEqual([...phones].sort());
}
