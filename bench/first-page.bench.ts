/**
 * What a browser downloads before it can work, through the Node host (compressed answers, precompressed assets):
 * the JS and CSS `/registration` loads before its form is usable (target ≤ 100 KB gzip), that the calendar and the
 * charts stay out of it, and the first rows of `/leads` with 10,000 leads over a throttled network — 10 Mbit/s and
 * 40 ms RTT through the DevTools protocol — with an empty cache and with the assets cached (target ≤ 1 s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';
import { LEAD_COUNT, seedLeads } from './support/big-school.ts';
import { distDir, launchChromium, logInAsOwner, withServedApp } from './support/served-app.ts';

type Loaded = { url: string; wireBytes: number };

/** Every response of the page with the bytes it took on the wire (compressed, headers included). */
async function recordResponses(page: Page): Promise<{ cdp: CDPSession; loaded: Loaded[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) loaded.push({ url, wireBytes: event.encodedDataLength });
  });
  return { cdp, loaded };
}

const assetFile = (url: string) => join(distDir, new URL(url).pathname);
const isCode = (url: string) => /\/assets\/.+\.(js|css)$/.test(new URL(url).pathname);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureRegistration(base: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ locale: 'ru-RU' });
    const { loaded } = await recordResponses(page);
    await page.goto(`${base}/registration`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    const code = loaded.filter((response) => isCode(response.url));
    const sources = code.map((response) => readFileSync(assetFile(response.url)));
    const gzip = sources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).byteLength, 0);
    const wire = code.reduce((sum, response) => sum + response.wireBytes, 0);
    const has = (marker: string) => sources.some((source) => source.includes(marker));
    console.info(
      `  /registration до готовой формы: ${code.length} файлов JS и CSS, ${kb(gzip)} gzip (${kb(wire)} на проводе в brotli, с заголовками)`,
    );
    console.info(
      `  в них календарь: ${has('fc-daygrid') ? 'да' : 'нет'}, графики: ${has('recharts-wrapper') ? 'да' : 'нет'}`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * From the start of the navigation to the frame that paints the first row, by the page's own clock: what the person
 * waits. (Node's clock around `page.goto` and a locator's polling would add the harness's own round trips.)
 */
async function firstRows(page: Page, base: string): Promise<number> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('tr[data-row-index="0"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { firstRowsAt: number }).firstRowsAt = performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}/leads`);
  await page.waitForFunction(() => 'firstRowsAt' in window, null, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt);
}

async function measureThrottledLeads(base: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    await logInAsOwner(page, base);
    const { cdp, loaded } = await recordResponses(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 10_000_000 / 8,
      uploadThroughput: 10_000_000 / 8,
    });
    const cold = await firstRows(page, base);
    const wire = loaded.reduce((sum, response) => sum + response.wireBytes, 0);
    const list = loaded.find((response) => response.url.endsWith('/api/leads/getallwhere'));
    console.info(
      `  /leads (${LEAD_COUNT}+ лидов), 10 Мбит/с и 40 ms: первые строки через ${cold.toFixed(0)} ms с пустым кешем (${kb(wire)} всего, список ${kb(list?.wireBytes ?? 0)})`,
    );
    const warm = await firstRows(page, base);
    console.info(`  то же с закешированными файлами интерфейса: ${warm.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
}

export default async function run() {
  await withServedApp(seedLeads, async (base) => {
    await measureRegistration(base);
    await measureThrottledLeads(base);
  });
}
