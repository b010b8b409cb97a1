import { expect, type Page } from '@playwright/test';
import { buildGroup, buildLesson, buildStudent } from './builders';
import type { Login } from './school-test';

// «Сегодня» at the front desk: from arrival on /schedule to a saved mark for a student found by name in at most
// five keystrokes (three letters, Enter, Space). The keystrokes are counted in the page, the mark read back from
// the server.

/** A student of a new group with a lesson tonight; the name's first letters belong to no one else. */
const student = { name: 'Щеглова Ядвига', typed: 'Щег' };

export async function markFoundStudentInFiveKeys(page: Page, login: Login) {
  await login({ role: 'owner' });
  const group = await buildGroup(page);
  const { id: studentId } = await buildStudent(page, { name: student.name, groups: [group.id] });
  const { id: lessonId } = await buildLesson(page, { group_id: group.id });
  await login({ role: 'receptionist' });

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
