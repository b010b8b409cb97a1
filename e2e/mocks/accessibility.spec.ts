import type { Page } from '@playwright/test';
import { canOpen, type GuardedPath, navigationByRole, type Role, roleLabels } from '../../src/contract';
import { sectionNames } from '../../src/features/navigation/texts';
import { seriousViolations } from '../support/axe';
import { loginAs, sideNav } from '../support/login';
import { expect, test } from '../support/mock-test';

// Every page and the dialogs people work in, for every role, in both themes: axe-core finds no serious or
// critical violation (colour contrast included). One test per role; each page and dialog, once loaded, is checked in
// the theme it opened in and again in the other.

type ThemeName = 'dark' | 'light';

/**
 * Checks what is on screen in the theme it shows, switches to the other theme and checks it again. The theme is the
 * `data-theme` attribute of <html> and nothing else (theme-store.ts; the styles' tokens read only it), so it is
 * switched there: the theme button sits behind an open dialog, and reloading would lose the dialog.
 */
async function inBothThemes(page: Page, where: string): Promise<string[]> {
  const html = page.locator('html');
  const first = ((await html.getAttribute('data-theme')) ?? 'dark') as ThemeName;
  const second: ThemeName = first === 'dark' ? 'light' : 'dark';
  const found = await seriousViolations(page, `${where} (${first})`);
  // Colours change with a transition: the check reads them once it has run to the end. Only transitions are
  // waited for (a spinner's animation never ends), and one cancelled on the way (its element gone) ends too.
  await page.evaluate(async (theme) => {
    document.documentElement.dataset.theme = theme;
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, second);
  await expect(html).toHaveAttribute('data-theme', second);
  found.push(...(await seriousViolations(page, `${where} (${second})`)));
  return found;
}

/** Waits until a page has finished its reads: no loader on screen, the calendar (if any) idle. */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Follows the side navigation's link and waits for that page's own title and reads. */
async function visit(page: Page, path: GuardedPath) {
  await sideNav(page).getByRole('link', { name: sectionNames[path], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: sectionNames[path], exact: true })).toBeVisible();
  await settled(page);
}

type DialogCheck = { name: string; open: (page: Page) => Promise<void> };

/** Next week's Monday hip-hop lesson, opened from the calendar's week view. */
async function openLesson(page: Page) {
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.getByRole('button', { name: '17:00 Хип-хоп 7–10 лет' }).first().click();
}

const clickButton = (name: string) => (page: Page) => page.getByRole('button', { name }).first().click();

/** The dialogs each role works in, by page: each is opened, checked and closed with Escape. */
const dialogsOf: Partial<Record<Role, Partial<Record<GuardedPath, readonly DialogCheck[]>>>> = {
  owner: {
    '/leads': [
      { name: 'Справочники', open: clickButton('Справочники') },
      { name: 'Новая группа', open: clickButton('Новая группа') },
    ],
    '/profile': [{ name: 'Новый сотрудник', open: clickButton('Добавить сотрудника') }],
    '/schedule': [
      { name: 'Новое занятие', open: clickButton('Добавить занятие') },
      { name: 'Занятие', open: openLesson },
    ],
  },
  receptionist: { '/schedule': [{ name: 'Занятие', open: openLesson }] },
  teacher: { '/schedule': [{ name: 'Занятие', open: openLesson }] },
  admin: { '/admin/schools': [{ name: 'Удалить школу?', open: clickButton('Удалить') }] },
};

for (const role of Object.keys(navigationByRole) as Role[]) {
  test(`${roleLabels[role]}: no serious accessibility violation on any page or dialog, in either theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, role);
    const found: string[] = [];
    // The spec's navigation shows some links a role's guard refuses (a teacher's «Ученики»); those pages are
    // not the role's to check.
    for (const path of navigationByRole[role].filter((path) => canOpen(role, path))) {
      await visit(page, path);
      found.push(...(await inBothThemes(page, `${role} ${path}`)));
      for (const dialog of dialogsOf[role]?.[path] ?? []) {
        await dialog.open(page);
        await expect(page.getByRole('dialog', { name: dialog.name })).toBeVisible();
        found.push(...(await inBothThemes(page, `${role} ${path} «${dialog.name}»`)));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    expect(found).toEqual([]);
  });
}

test('pages before login: no serious accessibility violation, in either theme', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/', '/registration', '/no-such-page']) {
    await page.goto(path);
    await settled(page);
    found.push(...(await inBothThemes(page, path)));
  }
  await page.goto('/registration');
  await page.getByRole('link', { name: 'Нет аккаунта? Зарегистрировать школу' }).click();
  await expect(page.getByLabel('Название школы')).toBeVisible();
  found.push(...(await inBothThemes(page, '/registration «Регистрация»')));
  expect(found).toEqual([]);
});
