/**
 * Личный кабинет (docs/cabinet.md), what a family waits for.
 * - Server time, in process through `app.request` on the three-year school (bench/support/three-year-school.ts) on
 *   a fresh SQLite database (or PostgreSQL with BENCH_DATABASE_URL pointing at an empty database): a client with two
 *   or more children gets an email and two of the three-year students as children too, signs in through the real
 *   endpoints — the code mailed through nodemailer to a real SMTP server on loopback started here — and reads its
 *   first view, GET /api/cabinet/home (target ≤ 50 ms), and the page of the child with the most history,
 *   GET /api/cabinet/students/:id.
 * - The first pages in Debian's Chromium: the Node host (`npm start`) on a throwaway SQLite demo school, a phone's
 *   screen, an empty cache and a slow mobile network through the DevTools protocol — 1.6 Mbit/s down, 750 Kbit/s
 *   up, 150 ms RTT: /cabinet/login until its email field is usable, and /cabinet of the demo family (signed in
 *   with the code the host prints) until the children's cards are. Requests, bytes as served (brotli), the same in
 *   gzip (target ≤ 150 KB) and the time to usable by the page's clock (target ≤ 2.5 s); and what of the staff's
 *   code — tables, calendar, charts, Excel — is among the scripts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { sql } from 'kysely';
import { smtpMailer } from '../server/node/mailer.ts';
import { deliverDue } from '../server/src/modules/outbox/delivery.ts';
import { startSmtpSink } from '../server/test/support/smtp-sink.ts';
import { demoCabinet, systemClock } from '../src/contract/index.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { type NodeHost, withNodeHost } from './support/node-host.ts';
import { distDir, launchChromium } from './support/served-app.ts';
import { addHistory, MONTHS, STUDENTS, today } from './support/three-year-school.ts';
import { percentile, printTimings, timeRequests } from './support/timing.ts';

const FAMILY_EMAIL = 'semya-bench@example.ru';
const WARM_UP = 20;
const HOME_RUNS = 300;
const STUDENT_RUNS = 100;
const HOME_TARGET_MS = 50;

const PHONE = { width: 375, height: 667 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PAGE_TARGET_KB = 150;
const USABLE_TARGET_MS = 2500;

/** Strings that survive minification and name the staff's code: a chunk holding one is the staff's. */
const STAFF_MARKERS: [string, string][] = [
  ['fc-daygrid', 'календарь (FullCalendar)'],
  ['recharts-wrapper', 'графики (Recharts)'],
  ['data-row-index', 'таблицы (строки сотрудников)'],
  ['ExcelJS', 'Excel (exceljs)'],
];

type Client = { id: number; email: string | null; students: { id: number; name: string }[] };

async function serverTime() {
  await withDemoSchool({ postgres: true }, async (database) => {
    const loaded = performance.now();
    const history = await addHistory(database.db);
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.info(
      `  ${database.dialect}: ${STUDENTS} students, ${history.sold} subscriptions, ${history.marks} marks, 20000 payments (loaded in ${((performance.now() - loaded) / 1000).toFixed(1)} s)`,
    );
    const owner = await ownerApp(database.db);
    const app = owner.app;
    const headers = { ...owner.headers, Origin: 'http://localhost' };
    const send = async (method: string, path: string, body: unknown, extra: Record<string, string> = {}) => {
      const response = await app.request(path, {
        method,
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response;
    };

    // The family: the first client with two or more children and no email (as server/test/cabinet/support.ts
    // picks one), with two of the three-year students, from different groups, as children too. Their last month's
    // passes have just ended, so each gets this month's (the three years sell one a month).
    const clients = (await (await send('POST', '/api/clients/getallwhere', {})).json()) as Client[];
    const client = clients.find((candidate) => candidate.email === null && candidate.students.length >= 2);
    if (!client) throw new Error('В школе нет клиента с двумя детьми и без email');
    const templates = (await (
      await app.request('/api/subscription-templates/getall', { headers })
    ).json()) as {
      id: number;
      kind: string;
    }[];
    const template = templates.find((candidate) => candidate.kind === 'visits') ?? templates[0];
    for (const student of history.students.slice(7, 9)) {
      await send('PUT', `/api/students/${student.id}`, {
        clients: [{ id: client.id, relation: 'Мама', is_payer: true }],
      });
      await send('POST', '/api/subscriptions/sell', {
        student_id: student.id,
        template_id: template?.id,
        issued_at: today,
      });
    }
    await send('PATCH', `/api/clients/update/${client.id}`, { email: FAMILY_EMAIL });

    // Sign-in through the endpoints: the code goes out through the outbox to a real SMTP server.
    const sink = await startSmtpSink();
    let cookie: string;
    try {
      const anonymous = { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: '' };
      await send('POST', '/api/cabinet/code', { email: FAMILY_EMAIL }, anonymous);
      const mailer = smtpMailer(sink.url, 'school@ritm.test');
      await deliverDue(database.db, mailer, systemClock());
      mailer.close?.();
      const signedIn = await send(
        'POST',
        '/api/cabinet/sign-in',
        { email: FAMILY_EMAIL, code: sink.lastCode(FAMILY_EMAIL) },
        anonymous,
      );
      cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      if (!cookie.startsWith('ritm_cabinet=')) throw new Error('Вход в кабинет не поставил cookie');
    } finally {
      await sink.close();
    }
    const get = (path: string) => () => app.request(path, { headers: { Cookie: cookie } });

    const home = (await (await get('/api/cabinet/home')()).json()) as {
      students: { id: number; passes: unknown[]; next_lessons: unknown[] }[];
    };
    const ids = home.students.map((student) => student.id);
    const lines = await database.db
      .selectFrom('account_entries')
      .select(['student_id', database.db.fn.countAll<number>().as('count')])
      .where('student_id', 'in', ids)
      .groupBy('student_id')
      .execute();
    const richest = lines.reduce((best, row) => (Number(row.count) > Number(best.count) ? row : best));
    const passes = home.students.reduce((sum, student) => sum + student.passes.length, 0);
    const lessons = home.students.reduce((sum, student) => sum + student.next_lessons.length, 0);
    console.info(
      `  семья: ${ids.length} детей (${client.students.length} из демо, 2 — с историей за ${MONTHS} мес.), в первом экране ${passes} абонементов и ${lessons} ближайших занятий`,
    );

    for (let run = 0; run < WARM_UP; run += 1) await (await get('/api/cabinet/home')()).arrayBuffer();
    const homeTimings = await timeRequests(HOME_RUNS, get('/api/cabinet/home'));
    printTimings(`GET /api/cabinet/home (${ids.length} детей)`, homeTimings);

    const studentPage = get(`/api/cabinet/students/${richest.student_id}`);
    for (let run = 0; run < WARM_UP; run += 1) await (await studentPage()).arrayBuffer();
    printTimings(
      `GET /api/cabinet/students/:id (${richest.count} строк журнала, ${MONTHS + 1} абонементов)`,
      await timeRequests(STUDENT_RUNS, studentPage),
    );

    const sorted = [...homeTimings].sort((a, b) => a - b);
    console.info(
      `  первый экран кабинета (${database.dialect}): медиана ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms — цель ≤ ${HOME_TARGET_MS} ms`,
    );
  });
}

type Loaded = { url: string; served: number; encoding: string };
type PageLoad = { requests: number; loaded: Loaded[]; usableMs: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
const assetFile = (url: string) => join(distDir, new URL(url).pathname);

/** What a response would weigh in gzip: the build's .gz twin of an asset (as-is below its threshold), else as served. */
function gzipBytes(response: Loaded): number {
  if (!isAsset(response.url)) return response.served;
  const file = assetFile(response.url);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/**
 * Opens `path` in a new page of the context with an empty cache under the throttled network and waits until the
 * element `usable` is visible and enabled: the time is the page's own, from the start of the navigation to the
 * frame that shows it. Then waits for the network to go quiet, so what the page fetches after counts too.
 */
async function loadThrottled(context: BrowserContext, path: string, usable: string): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    let requests = 0;
    const pending: Promise<Loaded>[] = [];
    page.on('request', () => {
      requests += 1;
    });
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            url: request.url(),
            served: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? '',
          };
        })(),
      );
    });
    // As text: a function would reach the page with the helpers tsx adds to named functions (`__name`).
    await page.addInitScript(`{
      const ready = () => {
        const element = document.querySelector(${JSON.stringify(usable)});
        return element instanceof HTMLElement && element.checkVisibility() && !element.matches(':disabled');
      };
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.usableAt = performance.now(); });
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }`);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'usableAt' in window, null, { timeout: 60_000 });
    const usableMs = await page.evaluate(() => (window as unknown as { usableAt: number }).usableAt);
    await page.waitForLoadState('networkidle');
    return { requests, loaded: await Promise.all(pending), usableMs };
  } finally {
    await page.close();
  }
}

function printPage(label: string, load: PageLoad, usableName: string) {
  const served = load.loaded.reduce((sum, response) => sum + response.served, 0);
  const gzip = load.loaded.reduce((sum, response) => sum + gzipBytes(response), 0);
  const encodings = [...new Set(load.loaded.map((response) => response.encoding).filter(Boolean))].join(', ');
  console.info(
    `  ${label}: ${load.requests} запросов, ${kb(served)} как отдано (${encodings}), ${kb(gzip)} в gzip — цель ≤ ${PAGE_TARGET_KB} KB; ${usableName} через ${load.usableMs.toFixed(0)} ms — цель ≤ ${USABLE_TARGET_MS} ms`,
  );
}

/** The page's scripts by weight in gzip, and which of them hold the staff's code. */
function printScripts(load: PageLoad) {
  const scripts = load.loaded
    .filter((response) => isAsset(response.url) && response.url.endsWith('.js'))
    .map((response) => ({
      name: new URL(response.url).pathname.replace('/assets/', ''),
      gzip: gzipBytes(response),
      source: readFileSync(assetFile(response.url), 'utf8'),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.info(`    JS: ${scripts.length} файлов, ${kb(total)} gzip; крупнейшие:`);
  for (const script of scripts.slice(0, 6)) {
    const staff = STAFF_MARKERS.filter(([marker]) => script.source.includes(marker)).map(([, name]) => name);
    console.info(`      ${script.name}: ${kb(script.gzip)}${staff.length ? ` — ${staff.join(', ')}` : ''}`);
  }
  const found = STAFF_MARKERS.filter(([marker]) => scripts.some((script) => script.source.includes(marker)));
  console.info(
    `    код сотрудников в них: ${found.length ? found.map(([, name]) => name).join(', ') : 'нет'}`,
  );
}

/** Signs the demo family in through the form, with the code the host printed (no SMTP_URL: mail goes to its console). */
async function signInAsFamily(page: Page, host: NodeHost) {
  const email = demoCabinet.family;
  await page.goto(`${host.base}/cabinet/login`);
  await page.getByLabel('Email').fill(email);
  const printedBefore = host.output().length;
  await page.getByRole('button', { name: 'Получить код' }).click();
  const started = performance.now();
  let code: string | undefined;
  while (!code) {
    const printed = host.output().slice(printedBefore);
    const letter = printed.lastIndexOf(`Письмо для ${email}`);
    code = letter >= 0 ? printed.slice(letter).match(/\b(\d{6})\b/)?.[1] : undefined;
    if (!code && performance.now() - started > 30_000)
      throw new Error(`Сервер не напечатал код для ${email}:\n${printed}`);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByLabel('Код из письма').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(`${host.base}/cabinet`);
}

async function firstPages() {
  await withNodeHost(async (host) => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU', baseURL: host.base });
      const where = '1,6 Мбит/с ↓, 750 Кбит/с ↑, 150 ms, пустой кеш';
      const login = await loadThrottled(context, '/cabinet/login', 'input[name="email"]');
      printPage(`/cabinet/login (${where})`, login, 'поле email готово');
      printScripts(login);

      const signIn = await context.newPage();
      await signInAsFamily(signIn, host);
      await signIn.close();
      const home = await loadThrottled(
        context,
        '/cabinet',
        'section[aria-labelledby^="cabinet-student-"] a[href^="/cabinet/students/"]',
      );
      printPage(`/cabinet после входа (${where})`, home, 'карточки детей готовы');
      printScripts(home);
    } finally {
      await browser.close();
    }
  });
}

export default async function run() {
  await serverTime();
  await firstPages();
}
