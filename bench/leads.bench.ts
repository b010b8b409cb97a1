/**
 * The leads table of a big school, end to end: the real server in-process on a temporary SQLite database with
 * 10,000 extra leads, the built SPA, and Chromium. Prints what a manager would feel: the list call, the first
 * rows, scrolling to the last row, an inline edit, and how many rows are really in the DOM (virtualization).
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoOwner } from '../src/contract/index.ts';
import { LEAD_COUNT, seedLeads } from './support/big-school.ts';
import { launchChromium, logInAsOwner, withServedApp } from './support/served-app.ts';
import { printTimings } from './support/timing.ts';

async function timeListCall(base: string) {
  const login = await fetch(`${base}/api/user_accounts/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoOwner.account.email, password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const durations: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 10; run += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/leads/getallwhere`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    bytes = (await response.arrayBuffer()).byteLength;
    durations.push(performance.now() - started);
  }
  printTimings(`POST /api/leads/getallwhere (${LEAD_COUNT}+ лидов)`, durations);
  console.info(`  размер ответа: ${(bytes / 1024 / 1024).toFixed(2)} МБ`);
}

/** Scrolls the grid to its end and waits until the last row is in the DOM. */
function scrollToLastRow(page: Page) {
  return page.evaluate(async () => {
    const grid = document.querySelector('[role="grid"]');
    const scroller = grid?.parentElement;
    if (!scroller) throw new Error('Нет таблицы');
    const started = performance.now();
    scroller.scrollTop = scroller.scrollHeight;
    for (let frame = 0; frame < 600; frame += 1) {
      await new Promise(requestAnimationFrame);
      const rows = [...document.querySelectorAll<HTMLElement>('tr[data-row-index]')];
      const last = rows.at(-1);
      if (last && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) {
        return { ms: performance.now() - started, lastIndex: Number(last.dataset.rowIndex) };
      }
      scroller.scrollTop = scroller.scrollHeight;
    }
    throw new Error('Последняя строка не появилась');
  });
}

/** Scrolls through the grid by `step` pixels a frame (a screen: `null`) and returns each frame's duration. */
function scrollFrames(page: Page, step: number | null) {
  return page.evaluate(async (pixels) => {
    const scroller = document.querySelector('[role="grid"]')?.parentElement;
    if (!scroller) throw new Error('Нет таблицы');
    scroller.scrollTop = 0;
    await new Promise(requestAnimationFrame);
    const frames: number[] = [];
    let last = performance.now();
    for (let frame = 0; frame < 120; frame += 1) {
      scroller.scrollTop += pixels ?? scroller.clientHeight;
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return frames;
  }, step);
}

async function measureBrowser(base: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'ru-RU' });
    await logInAsOwner(page, base);

    let started = performance.now();
    await page.goto(`${base}/leads`);
    await page.locator('tr[data-row-index="0"]').waitFor();
    console.info(
      `  первые строки на /leads: ${(performance.now() - started).toFixed(0)} ms (от перехода по адресу)`,
    );

    started = performance.now();
    await page.getByRole('tab', { name: 'Все' }).click();
    await page.getByText(/^Всего: \d{5}$/).waitFor();
    console.info(`  вкладка «Все» со всеми лидами: ${(performance.now() - started).toFixed(0)} ms`);
    const total = Number((await page.getByText(/^Всего: \d+$/).textContent())?.replace(/\D/g, ''));

    const scrolled = await scrollToLastRow(page);
    console.info(
      `  прокрутка к последней строке: ${scrolled.ms.toFixed(0)} ms (строка ${scrolled.lastIndex + 1} из ${total})`,
    );
    printTimings('кадр при прокрутке колесом (120 px за кадр)', await scrollFrames(page, 120));
    printTimings('кадр при прокрутке по экрану за кадр', await scrollFrames(page, null));
    const domRows = await page.locator('tr[data-row-index]').count();
    console.info(`  строк в DOM: ${domRows} из ${total} (виртуализация)`);

    await page.evaluate(() => {
      const scroller = document.querySelector('[role="grid"]')?.parentElement;
      if (scroller) scroller.scrollTop = 0;
    });
    const row = page.locator('tr[data-row-index="0"]');
    const phone = row.getByRole('gridcell').nth(2);
    await phone.getByRole('button').dblclick();
    const editor = row.getByRole('textbox');
    await editor.fill('');
    const longTasks = await page.evaluate(() => {
      const seen: number[] = [];
      new PerformanceObserver((list) =>
        seen.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({
        type: 'longtask',
      });
      (window as unknown as { __longTasks: number[] }).__longTasks = seen;
      return seen.length;
    });
    await editor.pressSequentially('9001234567');
    const typingLongTasks = await page.evaluate(
      (before) => (window as unknown as { __longTasks: number[] }).__longTasks.length - before,
      longTasks,
    );
    console.info(`  долгих задач (>50 ms) во время набора 10 цифр в ячейке: ${typingLongTasks}`);

    const saved = page.waitForResponse((response) => response.url().includes('/api/leads/update/'));
    started = performance.now();
    await page.keyboard.press('Enter');
    await phone.getByText('+7 (900) 123-45-67').waitFor();
    const shown = performance.now() - started;
    await saved;
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const stored = performance.now() - started;
    console.info(
      `  правка ячейки: значение в строке через ${shown.toFixed(0)} ms, ответ сервера с сохранённым значением через ${stored.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}

export default async function run() {
  await withServedApp(seedLeads, async (base) => {
    await timeListCall(base);
    await measureBrowser(base);
  });
}
