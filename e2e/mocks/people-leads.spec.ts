import type { Page } from '@playwright/test';
import { loginAs } from '../support/login';
import { expect, test } from '../support/mock-test';

function leadRow(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Подробнее: ${name}`, exact: true }) });
}

/** The cell of a row by its column: 0 is the expand button, then name, phone, trial date, source, status, group. */
function cell(page: Page, name: string, column: number) {
  return leadRow(page, name).getByRole('gridcell').nth(column);
}

async function openAllLeads(page: Page) {
  await loginAs(page, 'manager');
  await expect(page).toHaveURL('/leads');
  await page.getByRole('tab', { name: 'Все' }).click();
  await expect(page.getByRole('grid', { name: 'Лиды' })).toBeVisible();
}

/** Records the browser alerts the page shows, accepting each. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function forceError(page: Page, method: 'post' | 'patch', path: string, message: string) {
  await page.evaluate(
    ({ method, path, message }) => {
      const mocks = window.__rhythmMocks;
      if (!mocks) throw new Error('The app is not running on the mocks');
      mocks.worker.use(mocks.http[method](path, () => mocks.HttpResponse.json({ message }, { status: 500 })));
    },
    { method, path, message },
  );
}

test('a manager adds a lead, edits it in place, moves it to a group and converts it into a student', async ({
  page,
}) => {
  await openAllLeads(page);

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('textbox', { name: 'Имя нового лида' }).fill('Ирина Котова');
  await page.keyboard.press('Enter');
  // The new row is dimmed and read-only until the server has stored it; then its name cell has the focus.
  await expect(cell(page, 'Ирина Котова', 1).getByRole('button')).toBeFocused();

  await cell(page, 'Ирина Котова', 2).getByRole('button').dblclick();
  await page.getByRole('textbox', { name: 'Телефон: Ирина Котова' }).pressSequentially('9123456789');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Ирина Котова', 2)).toHaveText('+7 (912) 345-67-89');

  await cell(page, 'Ирина Котова', 5).getByRole('button').dblclick();
  await page
    .getByRole('combobox', { name: 'Статус: Ирина Котова' })
    .selectOption({ label: 'Записан на пробное' });
  await expect(cell(page, 'Ирина Котова', 5)).toHaveText('Записан на пробное');

  await cell(page, 'Ирина Котова', 6).getByRole('button').dblclick();
  await page
    .getByRole('combobox', { name: 'Группа: Ирина Котова' })
    .selectOption({ label: 'Пробное в субботу' });
  await page.getByRole('tab', { name: 'Пробное в субботу' }).click();
  await expect(cell(page, 'Ирина Котова', 6)).toHaveText('Пробное в субботу');

  await page.getByRole('button', { name: 'Перевести в ученики: Ирина Котова' }).click();
  const dialog = page.getByRole('dialog', { name: 'Перевести в ученики' });
  await dialog.getByLabel('Дата рождения').fill('14.03.2015');
  await dialog.getByLabel('Группа ученика').selectOption({ label: 'Хип-хоп 7–10 лет' });
  await dialog.getByLabel('Добавить родителя или плательщика').check();
  await dialog.getByLabel('Имя родителя').fill('Котова Анна Сергеевна');
  await dialog.getByRole('button', { name: 'Перевести' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, 'Ирина Котова', 8)).toHaveText(/^С \d\d\.\d\d\.\d{4}$/);

  await page.goto('/students');
  await page.getByRole('tab', { name: 'Хип-хоп 7–10 лет' }).click();
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill('Ирина Котова');
  const student = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Подробнее: Ирина Котова' }) });
  await expect(student).toContainText('14.03.2015');
  await student.getByRole('button', { name: 'Подробнее: Ирина Котова' }).click();
  await expect(page.getByRole('list', { name: 'Клиенты ученика Ирина Котова' })).toContainText(
    'Котова Анна Сергеевна',
  );
});

test('a refused edit is shown in an alert and rolled back', async ({ page }) => {
  await openAllLeads(page);
  await forceError(page, 'patch', '*/api/leads/update/:id', 'Сервер недоступен, попробуйте позже');
  const alerts = collectAlerts(page);
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill('Закирова');

  await cell(page, 'Закирова Таисия', 2).getByRole('button').dblclick();
  await page.getByRole('textbox', { name: 'Телефон: Закирова Таисия' }).fill('+7 (900) 111-22-33');
  await page.keyboard.press('Enter');

  await expect.poll(() => alerts).toEqual(['Сервер недоступен, попробуйте позже']);
  await expect(cell(page, 'Закирова Таисия', 2)).toHaveText('+7 (990) 522-63-53');
});

test('a refused new lead is shown in an alert and disappears', async ({ page }) => {
  await openAllLeads(page);
  await forceError(page, 'post', '*/api/leads/create', 'Лида не удалось сохранить');
  const alerts = collectAlerts(page);

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.keyboard.press('Enter'); // the default name

  await expect.poll(() => alerts).toEqual(['Лида не удалось сохранить']);
  await expect(leadRow(page, 'Новый лид')).toHaveCount(0);
});

test('the keyboard reaches everything: «/» searches, arrows move, Enter edits, Escape cancels, Alt+N adds', async ({
  page,
}) => {
  await openAllLeads(page);

  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('Закирова');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Подробнее: Петрова Ксения' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'Петрова Ксения', 1).getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ксения Петрова');
  await page.keyboard.press('Escape');
  await expect(cell(page, 'Петрова Ксения', 1)).toHaveText('Петрова Ксения');
  await page.keyboard.press('ArrowDown');
  const nextName = await page
    .getByRole('grid')
    .getByRole('row')
    .nth(2)
    .getByRole('gridcell')
    .nth(1)
    .textContent();
  await expect(page.locator(':focus')).toHaveText(nextName ?? '');

  await page.keyboard.press('Control+End');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Удалить лида /);
  await expect(page.locator('tr[data-row-index="0"]')).not.toBeInViewport();

  await page.keyboard.press('Alt+N');
  await page.keyboard.type('Ольга Ким');
  await page.keyboard.press('Enter');
  await expect(leadRow(page, 'Ольга Ким')).toBeInViewport();
});
