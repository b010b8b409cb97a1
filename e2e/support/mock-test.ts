import { type Browser, test as base, type Page } from '@playwright/test';
import { MOCK_DB_STORAGE_KEY } from '../../mocks/session-storage-store';
import { type SchoolFixtures, schoolFixtures } from './school-test';

/** The mock host's database of a fresh tab, as it stores it (base64 in sessionStorage), and the day it was seeded. */
type DemoDatabase = { day: string; file: string };

/** The browser's day in the project's zone: a seed of yesterday is not today's demo. */
const dayNow = () => new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });

const mockHostReady = (page: Page) => page.waitForFunction(() => '__rhythmMocks' in window);

/** Seeds the demo once, as a new tab does, and takes the file it stored. */
async function seedDemoDatabase(browser: Browser, baseURL: string): Promise<DemoDatabase> {
  const day = dayNow();
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/registration');
    await mockHostReady(page);
    const stored = await page.waitForFunction((key) => sessionStorage.getItem(key), MOCK_DB_STORAGE_KEY);
    return { day, file: (await stored.jsonValue()) as string };
  } finally {
    await context.close();
  }
}

/**
 * `test` of the mocks project.
 *
 * Every tab of the mock host starts from the demo school in its own database, and seeding it (migrations, the demo's
 * people, timetable and money through the server's services, in WebAssembly) took seconds of each test on two cores.
 * A worker seeds it once and hands the file to each new tab, where the mock host opens it as a reloaded tab opens
 * its own (mocks/backend.ts): the same rows, the day's jobs run at start as ever. A new day seeds afresh.
 *
 * The API answers from MSW's service worker, and a page load that the worker does not control (Chromium now and
 * then starts one before the worker takes it) is reloaded by MSW as soon as it starts. A `goto` resolves on the
 * first load's `load` event, so the next step could race that reload (`net::ERR_ABORTED`, a form filled in a page
 * about to vanish). Here every navigation returns only once the mock host is up in the page that stays. A
 * navigation that asks only for `commit` or `domcontentloaded` (a test looking at the document before any script
 * ran) returns as it is. `login({ role })`: e2e/support/school-test.ts.
 */
export const test = base
  .extend<{ demoDatabase: DemoDatabase }, { seededDemo: (baseURL: string) => Promise<DemoDatabase> }>({
    seededDemo: [
      async ({ browser }, use) => {
        let seeded: Promise<DemoDatabase> | undefined;
        await use(async (baseURL) => {
          const current = await seeded;
          if (!seeded || current?.day !== dayNow()) seeded = seedDemoDatabase(browser, baseURL);
          return seeded;
        });
      },
      { scope: 'worker' },
    ],
    demoDatabase: async ({ seededDemo, baseURL }, use) => {
      if (!baseURL) throw new Error('The mocks project has no baseURL');
      await use(await seededDemo(baseURL));
    },
    page: async ({ page, demoDatabase }, use) => {
      // Only into a tab that has no database yet: a reload keeps what the test did.
      await page.addInitScript(
        ({ key, file }) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, file);
        },
        { key: MOCK_DB_STORAGE_KEY, file: demoDatabase.file },
      );
      const ready = async (waitUntil = 'load') => {
        if (waitUntil === 'load' || waitUntil === 'networkidle') await mockHostReady(page);
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready(options?.waitUntil);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await ready(options?.waitUntil);
        return response;
      };
      await use(page);
    },
  })
  .extend<SchoolFixtures>(schoolFixtures);

export { expect } from '@playwright/test';
