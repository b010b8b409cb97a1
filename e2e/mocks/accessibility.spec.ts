import type { Page } from '@playwright/test';
import { canOpen, type GuardedPath, navigationByRole, type Role, roleLabels } from '../../src/contract';
import { sectionNames } from '../../src/features/navigation/texts';
import { seriousViolations } from '../support/axe';
import { loginAs, sideNav } from '../support/login';
import { expect, test } from '../support/mock-test';

// Every page and the dialogs people work in, for every role, in both themes: axe-core finds no serious or
// critical violation (colour contrast included). One test per role and theme; each page is checked once loaded.

const themes = ['dark', 'light'] as const;
type ThemeName = (typeof themes)[number];

/** Opens the app in `theme` from the first paint (index.html reads the stored choice). */
async function useTheme(page: Page, theme: ThemeName) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
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
  for (const theme of themes) {
    test(`${roleLabels[role]}, ${theme === 'dark' ? 'тёмная' : 'светлая'} тема: no serious accessibility violation on any page or dialog`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await useTheme(page, theme);
      await loginAs(page, role);
      const found: string[] = [];
      // The spec's navigation shows some links a role's guard refuses (a teacher's «Ученики»); those pages are
      // not the role's to check.
      for (const path of navigationByRole[role].filter((path) => canOpen(role, path))) {
        await visit(page, path);
        found.push(...(await seriousViolations(page, `${role}/${theme} ${path}`)));
        for (const dialog of dialogsOf[role]?.[path] ?? []) {
          await dialog.open(page);
          await expect(page.getByRole('dialog', { name: dialog.name })).toBeVisible();
          found.push(...(await seriousViolations(page, `${role}/${theme} ${path} «${dialog.name}»`)));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
      expect(found).toEqual([]);
    });
  }
}

for (const theme of themes) {
  test(`pages before login, ${theme}: no serious accessibility violation`, async ({ page }) => {
    await useTheme(page, theme);
    const found: string[] = [];
    for (const path of ['/', '/registration', '/no-such-page']) {
      await page.goto(path);
      await settled(page);
      found.push(...(await seriousViolations(page, `${theme} ${path}`)));
    }
    await page.goto('/registration');
    await page.getByRole('link', { name: 'Нет аккаунта? Зарегистрировать школу' }).click();
    await expect(page.getByLabel('Название школы')).toBeVisible();
    found.push(...(await seriousViolations(page, `${theme} /registration «Регистрация»`)));
    expect(found).toEqual([]);
  });
}
