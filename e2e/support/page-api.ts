import type { Page } from '@playwright/test';

/**
 * A JSON request to `/api` from inside the page, with its session cookie, as the SPA sends one: how a flow arranges
 * what it needs through the same API the pages use. A refusal throws with the server's answer.
 */
export function sendFromPage<T>(
  page: Page,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

export function postFromPage<T = { id: number }>(page: Page, path: string, body: unknown): Promise<T> {
  return sendFromPage<T>(page, 'POST', path, body);
}

/** The browser's calendar day, `YYYY-MM-DD` (the flows run in the demo zone, which is the school's). */
export function todayInPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/**
 * Moves the test's school to a zone where it is now early afternoon and answers the school's today there: lessons
 * it puts at 23:00 that day are still ahead whatever the hour of the run (at 23:30 in Moscow a lesson «tonight at
 * 23:15» has begun, and a make-up is booked only into a lesson that has not).
 */
export async function schoolInTheAfternoon(page: Page, schoolId: number): Promise<string> {
  const now = new Date();
  // Etc/GMT zones are whole hours east of UTC with the sign reversed (Etc/GMT-3 is UTC+3), and never change.
  const hoursEast = 13 - now.getUTCHours();
  const zone = hoursEast >= 0 ? `Etc/GMT-${hoursEast}` : `Etc/GMT+${-hoursEast}`;
  await sendFromPage(page, 'PATCH', `/schools/update/${schoolId}`, { TimeZone: zone });
  return new Date(now.getTime() + hoursEast * 60 * 60 * 1000).toISOString().slice(0, 10);
}
