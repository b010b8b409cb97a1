import { test as base } from '@playwright/test';

/**
 * `test` of the mocks project. The API answers from MSW's service worker, and a page load that the worker
 * does not control (Chromium now and then starts one before the worker takes it) is reloaded by MSW as soon as
 * it starts. A `goto` resolves on the first load's `load` event, so the next step could race that reload
 * (`net::ERR_ABORTED`, a form filled in a page about to vanish). Here every navigation returns only once the
 * mock host is up in the page that stays. A navigation that asks only for `commit` or `domcontentloaded` (a test
 * looking at the document before any script ran) returns as it is.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const mockHostReady = async (waitUntil = 'load') => {
      if (waitUntil === 'load' || waitUntil === 'networkidle') {
        await page.waitForFunction(() => '__rhythmMocks' in window);
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await mockHostReady(options?.waitUntil);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await mockHostReady(options?.waitUntil);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
