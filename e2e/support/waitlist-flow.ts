import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { postFromPage } from './page-api';
import type { Login } from './school-test';

// A full group's waitlist (docs/makeups.md, «Лист ожидания»): the owner puts two students in line; a student leaves
// the group, and that write offers the seat to the first in line at once; the front desk sees the offer above
// «Сегодня» and records the family's yes — the student is in the group, the second waits on.

/** Reads through the API the pages use. */
function readFromPage<T>(page: Page, path: string, init: { method: string; body?: unknown }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init.method,
        headers: { 'Content-Type': 'application/json' },
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path, init },
  ) as Promise<T>;
}

export async function offerTheSeatOfAStudentWhoLeft(page: Page, login: Login) {
  await login({ role: 'owner' });
  const stamp = Date.now() % 100000;
  const groupName = `Полная ${stamp}`;
  const group = await postFromPage(page, '/groups/create', {
    name: groupName,
    entity_type: 'student',
    capacity: 1,
  });
  const home = await postFromPage(page, '/groups/create', {
    name: `Другая ${stamp}`,
    entity_type: 'student',
  });
  const member = await postFromPage(page, '/students/registration', {
    name: `Уходящая ${stamp}`,
    groups: [group.id],
  });
  const first = `Первая в очереди ${stamp}`;
  const second = `Вторая в очереди ${stamp}`;
  for (const name of [first, second])
    await postFromPage(page, '/students/registration', { name, groups: [home.id] });

  await page.goto('/students');
  await page.getByRole('tab', { name: groupName }).click();
  await page.getByRole('button', { name: 'Лист ожидания' }).click();
  const dialog = page.getByRole('dialog', { name: `Лист ожидания: ${groupName}` });
  for (const name of [first, second]) {
    await dialog.getByLabel('Ученик').selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Поставить в очередь' }).click();
    await expect(dialog.getByRole('list', { name: `Лист ожидания: ${groupName}` })).toContainText(name);
  }
  expect(await seriousViolations(page, 'a group’s waitlist')).toEqual([]);
  await page.keyboard.press('Escape');

  // The member leaves the group: a seat is free.
  await readFromPage(page, `/students/${member.id}`, { method: 'PUT', body: { groups: [] } });
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login({ role: 'receptionist' });
  await page.goto('/schedule');
  // The offer was made by the write that freed the seat: no sweep is waited for.
  const notice = page.getByRole('region', { name: 'Освободились места: 1' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(first);
  await notice.getByRole('button', { name: `Записать: ${first}` }).click();
  await expect(notice).toBeHidden();

  const line = await readFromPage<{ name: string; status: string }[]>(page, '/waitlist/getallwhere', {
    method: 'POST',
    body: { group_id: group.id },
  });
  expect(line.map((entry) => [entry.name, entry.status])).toEqual([[second, 'waiting']]);
}
