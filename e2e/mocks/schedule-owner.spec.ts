import type { Locator, Page } from '@playwright/test';
import { demoStudents } from '../../src/contract';
import { loginAs, sideNav } from '../support/login';
import { expect, test } from '../support/mock-test';

const hipHopStudents = demoStudents
  .filter((student) => student.groups.includes('Хип-хоп 7–10 лет'))
  .map((student) => student.name)
  .sort((a, b) => a.localeCompare(b, 'ru'));

async function openSchedule(page: Page) {
  await loginAs(page, 'owner');
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();
  return page.getByRole('region', { name: 'Календарь занятий' });
}

/** Next week lies inside the generation window whatever the day: every demo slot has its lesson there. */
async function showNextWeek(page: Page) {
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  await calendar.getByRole('button', { name: 'Неделя' }).click();
  await calendar.getByRole('button', { name: 'Вперёд' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  return calendar;
}

async function openMondayHipHop(page: Page) {
  const calendar = await showNextWeek(page);
  await calendar.getByRole('button', { name: '17:00 Хип-хоп 7–10 лет' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Занятие' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the owner adds a direction and a timetable entry; the week view shows its generated lessons', async ({
  page,
}) => {
  await openSchedule(page);

  const directions = page.getByRole('region', { name: 'Направления' });
  await directions.getByLabel('Новое направление').fill('Хай хилс');
  await directions.getByRole('button', { name: 'Добавить' }).click();
  await expect(directions.getByRole('listitem').filter({ hasText: 'Хай хилс' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить в расписание' }).click();
  const form = page.getByRole('dialog', { name: 'Новое занятие в расписании' });
  await form.getByLabel('Группа').selectOption({ label: 'Стретчинг утро' });
  await form.getByLabel('День недели').selectOption({ label: 'Воскресенье' });
  await form.getByLabel('Начало').fill('10:15');
  await form.getByLabel('Длительность, мин').fill('45');
  await form.getByLabel('Преподаватель').selectOption({ label: 'Морозова Полина Викторовна' });
  await form.getByLabel('Направление').selectOption({ label: 'Хай хилс' });
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(form).toBeHidden();
  const timetable = page.getByRole('table', { name: 'Расписание на неделю' });
  await expect(timetable.getByRole('row').last()).toContainText('Воскресенье');
  await expect(timetable.getByRole('row').last()).toContainText('10:15–11:00');
  await expect(timetable.getByRole('row').last()).toContainText('Хай хилс');

  const calendar = await showNextWeek(page);
  await expect(calendar.getByRole('button', { name: '10:15 Стретчинг утро' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: '17:00 Хип-хоп 7–10 лет' })).toHaveCount(2);
});

test("a lesson's modal closes with Escape, a click on the overlay and its close button", async ({ page }) => {
  await openSchedule(page);

  let dialog = await openMondayHipHop(page);
  await expect(dialog).toContainText('Хабибуллин Артур Ильдарович');
  await expect(dialog).toContainText(/\d\d\.\d\d\.\d{4} 17:00, 60 мин/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openMondayHipHop(page);
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();

  dialog = await openMondayHipHop(page);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
});

test('the owner marks a student absent; the mark stays after reopening and a reload', async ({ page }) => {
  await openSchedule(page);
  const [student = ''] = hipHopStudents;

  let dialog = await openMondayHipHop(page);
  await expect(dialog).toContainText(`Присутствуют ${hipHopStudents.length} из ${hipHopStudents.length}`);
  // The mark is shown at once; the reload must wait until the server has stored it.
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/attendance/mark') && response.ok(),
  );
  await markOf(dialog, student, 'Не был').check();
  await expect(dialog).toContainText(`Присутствуют ${hipHopStudents.length - 1} из ${hipHopStudents.length}`);
  await stored;
  await page.keyboard.press('Escape');

  await page.reload();
  dialog = await openMondayHipHop(page);
  await expect(markOf(dialog, student, 'Не был')).toBeChecked();
  // The others are still «не отмечен»: nothing was recorded, nothing charged.
  await expect(markOf(dialog, hipHopStudents[1] ?? '', 'Был')).not.toBeChecked();
  await expect(dialog).toContainText(`не отмечено ${hipHopStudents.length - 1}`);
});

test('a failed attendance mark flips back and says why', async ({ page }) => {
  await openSchedule(page);
  await page.evaluate(() => {
    const mocks = window.__rhythmMocks;
    if (!mocks) throw new Error('The app is not running on the mocks');
    mocks.worker.use(
      mocks.http.post('*/api/attendance/mark', () =>
        mocks.HttpResponse.json({ message: 'Сервер недоступен, попробуйте позже' }, { status: 500 }),
      ),
    );
  });
  const [student = ''] = hipHopStudents;

  const dialog = await openMondayHipHop(page);
  await markOf(dialog, student, 'Не был').click();

  await expect(page.getByText('Сервер недоступен, попробуйте позже')).toBeVisible();
  await expect(markOf(dialog, student, 'Не был')).not.toBeChecked();
});

test('a failed load shows the message in red above the calendar', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.evaluate(() => {
    const mocks = window.__rhythmMocks;
    if (!mocks) throw new Error('The app is not running on the mocks');
    mocks.worker.use(
      mocks.http.post('*/api/lessons/getallwhere', () =>
        mocks.HttpResponse.json({ message: 'База данных недоступна' }, { status: 503 }),
      ),
    );
  });
  await sideNav(page).getByRole('link', { name: 'Расписание' }).click();

  // The calendar's card (the «Сегодня» panel above it reports the same failed read in its own place).
  const alert = page
    .getByRole('region', { name: 'Календарь', exact: true })
    .getByRole('alert')
    .filter({ hasText: 'База данных недоступна' });
  await expect(alert).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Календарь занятий' });
  const [alertBox, calendarBox] = [await alert.boundingBox(), await calendar.boundingBox()];
  expect(alertBox && calendarBox && alertBox.y + alertBox.height <= calendarBox.y).toBe(true);
  const isDangerRed = await alert.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    element.append(probe);
    const same = getComputedStyle(probe).color === getComputedStyle(element).color;
    probe.remove();
    return same;
  });
  expect(isDangerRed).toBe(true);
});

/** One mark of one student in the lesson's roll: «Был», «Не был» or «Уваж.». */
function markOf(dialog: Locator, student: string, mark: string) {
  return dialog
    .getByRole('radiogroup', { name: `Отметка: ${student}` })
    .getByRole('radio', { name: mark, exact: true });
}
