import type { Page } from '@playwright/test';

/**
 * A JSON POST to `/api` from inside the page, with its session cookie, as the SPA sends one: how a flow arranges
 * what it needs through the same API the pages use. A refusal throws with the server's answer.
 */
export function postFromPage<T = { id: number }>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** The browser's calendar day, `YYYY-MM-DD` (the flows run in the demo zone, which is the school's). */
export function todayInPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}
