import { expect, type Page } from '@playwright/test';

// Shared by the live-updates specs (docs/api.md, «Живые обновления»): a second person at another desk changes
// something over HTTP, and the open page must show it without a reload.

/** Leaves a mark in the page that a reload would wipe. */
export async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
export const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

export async function searchAllLeads(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill(name);
}

/** Signs in over HTTP (a second person at another desk) and returns a function creating a lead as them. */
export async function leadCreator(base: string, email: string, password: string) {
  const login = await fetch(`${base}/api/user_accounts/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return async (name: string) => {
    const created = await fetch(`${base}/api/leads/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
  };
}
