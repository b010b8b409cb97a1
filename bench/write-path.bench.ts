/**
 * The write path (docs/money.md, «Одна отметка — один запрос»): what one press costs. The Node host's app on a
 * fresh SQLite demo school, every statement it runs counted per request (begin and commit too, the session's read,
 * the webhooks' lookup and the revision read after a write included).
 * - A mark in Debian's Chromium, the front desk's way (the «Сегодня» panel: three letters of the name, Enter,
 *   Space): every /api request the page sends from the keystroke until it is quiet, and the statements of each.
 *   Target: one request, at most 12 statements.
 * - A sale, a payment and a lead's inline edit, each one request with the page's session: its statements.
 * Prints a line per operation: `write-path mark requests=R statements=S`, `write-path sale statements=S`, ….
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoOwner } from '../src/contract/index.ts';
import { launchChromium, withServedApp } from './support/served-app.ts';

/** A student no one else's name starts like, in a new group with a lesson late today. */
const STUDENT = { name: 'Щеглова Ядвига', typed: 'Щег' };
/** After the answer, how long the page may still send what the write made it want (a refetch, an invalidation). */
const QUIET_MS = 1500;

type Served = { method: string; path: string; statements: number };
type Setup = { studentId: number; templateId: number; leadId: number };

const counters = new AsyncLocalStorage<{ statements: number }>();
const served: Served[] = [];

async function logIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/registration`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
}

/** As the owner, through the API the pages use: the group, the student, tonight's lesson, a template, a lead. */
function prepare(page: Page): Promise<Setup> {
  return page.evaluate(async (name) => {
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const group = await call('/groups/create', { name: `Стойка ${Date.now()}`, entity_type: 'student' });
    const student = await call('/students/registration', { name, groups: [group.id] });
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    await call('/lessons/create', {
      group_id: group.id,
      lesson_date: today,
      start_time: '23:00',
      duration_minutes: 45,
    });
    const templates = await call('/subscription-templates/getall');
    const leads = await call('/leads/getallwhere', {});
    return { studentId: student.id, templateId: templates[0].id, leadId: leads[0].id };
  }, STUDENT.name);
}

/** What the page sent to /api while `act` ran and until it was quiet (the event stream aside). */
async function watch(page: Page, act: () => Promise<void>): Promise<Served[]> {
  const from = served.length;
  await act();
  await page.waitForTimeout(QUIET_MS);
  return served.slice(from).filter((request) => !request.path.endsWith('/events'));
}

function report(operation: string, requests: Served[]) {
  const statements = requests.reduce((sum, request) => sum + request.statements, 0);
  for (const request of requests)
    console.info(`  ${operation}: ${request.method} ${request.path} — ${request.statements} statements`);
  console.info(`write-path ${operation} requests=${requests.length} statements=${statements}`);
}

export default async function run() {
  await withServedApp(
    async () => {},
    async (base) => {
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
        // tsx names the functions the bench hands the page (`__name`); the page needs the helper too.
        await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
        const page = await context.newPage();
        await logIn(page, base, demoOwner.account.email);
        const setup = await prepare(page);
        await page.goto(`${base}/schedule`);
        const panel = page.getByRole('region', { name: /^Сегодня/ });
        await panel.getByRole('button', { name: /^23:00–23:45/ }).waitFor();
        await panel.getByRole('combobox', { name: 'Найти ученика' }).focus();

        const mark = await watch(page, async () => {
          const saved = page.waitForResponse((response) => response.url().endsWith('/api/attendance/mark'));
          await page.keyboard.type(STUDENT.typed);
          await page.keyboard.press('Enter');
          await page.keyboard.press('Space');
          await saved;
        });
        report('mark', mark);

        // The other writes as their forms send them, with the page's session: the statements of the one request.
        const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
        const send = async (operation: string, path: string, method: string, body: unknown) => {
          const from = served.length;
          const response = await fetch(`${base}/api${path}`, {
            method,
            headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: base },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
          const [request] = served.slice(from);
          console.info(`write-path ${operation} statements=${request?.statements}`);
        };
        const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
        const sale = { student_id: setup.studentId, template_id: setup.templateId, issued_at: today };
        await send('sale', '/subscriptions/sell', 'POST', sale);
        const payment = { student_id: setup.studentId, amount: 150_000, paid_on: today };
        await send('payment', '/payments/create', 'POST', payment);
        await send('lead-edit', `/leads/update/${setup.leadId}`, 'PATCH', { qualification: 'Сальса' });
      } finally {
        await browser.close();
      }
    },
    {
      log: () => {
        const counter = counters.getStore();
        if (counter) counter.statements += 1;
      },
      wrap: (fetch) => async (request) => {
        const { pathname } = new URL(request.url);
        if (!pathname.startsWith('/api/')) return fetch(request);
        const counter = { statements: 0 };
        const response = await counters.run(counter, () => fetch(request));
        served.push({ method: request.method, path: pathname, statements: counter.statements });
        return response;
      },
    },
  );
}
