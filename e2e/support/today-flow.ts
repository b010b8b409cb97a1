import { expect, type Page } from '@playwright/test';
import { loginAs } from './login';

// «Сегодня» at the front desk: from arrival on /schedule to a saved mark for a student found by name in at most
// five keystrokes (three letters, Enter, Space). The keystrokes are counted in the page, the mark read back from
// the server.

/** A student of a new group with a lesson today; the name's first letters belong to no one else. */
const student = { name: 'Щеглова Ядвига', typed: 'Щег' };

type Setup = { lessonId: number; studentId: number };

/** As the owner, through the API the pages use: a group, the student in it, and a lesson today. */
async function prepareLessonToday(page: Page): Promise<Setup> {
  await loginAs(page, 'owner');
  return page.evaluate(async (name) => {
    const call = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const group = await call('/groups/create', { name: `Стойка ${Date.now()}`, entity_type: 'student' });
    const created = await call('/students/registration', { name, groups: [group.id] });
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const lesson = await call('/lessons/create', {
      group_id: group.id,
      lesson_date: today,
      start_time: '23:00',
      duration_minutes: 45,
    });
    return { lessonId: lesson.id, studentId: created.id };
  }, student.name);
}

export async function markFoundStudentInFiveKeys(page: Page) {
  const { lessonId, studentId } = await prepareLessonToday(page);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await loginAs(page, 'receptionist');

  await page.goto('/schedule');
  const panel = page.getByRole('region', { name: /^Сегодня/ });
  const search = panel.getByRole('combobox', { name: 'Найти ученика' });
  await expect(search).toBeFocused();
  await expect(panel.getByRole('button', { name: /^23:00–23:45/ })).toBeVisible();

  await page.evaluate(() => {
    const counter = window as unknown as { __keystrokes: number };
    counter.__keystrokes = 0;
    document.addEventListener('keydown', () => (counter.__keystrokes += 1), { capture: true });
  });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/attendance/mark'));
  await page.keyboard.type(student.typed);
  // The first student found is in tonight's roll (the rolls of the day load beside the open one).
  await expect(panel.getByRole('option').first()).toContainText(`${student.name}сегодня 23:00–23:45`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  expect((await saved).ok()).toBe(true);

  const keystrokes = await page.evaluate(() => (window as unknown as { __keystrokes: number }).__keystrokes);
  expect(keystrokes).toBeLessThanOrEqual(5);
  await expect(
    panel
      .getByRole('radiogroup', { name: `Отметка: ${student.name}` })
      .getByRole('radio', { name: 'Был', exact: true }),
  ).toBeChecked();
  const stored = await page.evaluate(async (id) => {
    const response = await fetch('/api/attendance/getallwhere', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lesson_id: id }),
    });
    return response.json() as Promise<{ student_id: number; mark: string | null }[]>;
  }, lessonId);
  expect(stored.find((row) => row.student_id === studentId)?.mark).toBe('present');
}
