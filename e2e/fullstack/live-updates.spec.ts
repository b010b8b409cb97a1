import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, demoOwner } from '../../src/contract';
import { demoAccounts } from '../support/accounts';
import { loginAs } from '../support/login';

// Live updates (docs/api.md, «Живые обновления»): a change made in one browser shows in another of the same school
// without a reload — on one server, and across two `npm start` processes on one PostgreSQL.

/** Leaves a mark in the page that a reload would wipe. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function searchAllLeads(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Все' }).click();
  await page.getByRole('searchbox', { name: 'Поиск по имени или телефону' }).fill(name);
}

/** Signs in over HTTP (a second person at another desk) and returns a function creating a lead as them. */
async function leadCreator(base: string, email: string) {
  const login = await fetch(`${base}/api/user_accounts/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
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

test('a lead created at another desk appears in an open /leads without a reload', async ({
  page,
  baseURL,
}) => {
  const name = `Живая Вера ${Date.now()}`;
  await loginAs(page, 'manager');
  await searchAllLeads(page, name);
  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toHaveCount(0);
  await markPage(page);

  const createLead = await leadCreator(baseURL ?? '', demoAccounts.owner.email);
  await createLead(name);

  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

/** `npm start` on a port and a database; resolves once it answers. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const server = spawn('npm', ['start'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO: '1' },
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const answered = await fetch(`http://localhost:${port}/api/auth/check`).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Сервер на порту ${port} не запустился`);
}

function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

test('two processes on one PostgreSQL: a change through one reaches a browser on the other', async ({
  page,
}) => {
  const adminUrl = process.env.DATABASE_URL;
  test.skip(!adminUrl, 'нужен PostgreSQL: задайте DATABASE_URL (CI задаёт)');
  test.setTimeout(180_000);
  const database = `ritm_live_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(adminUrl ?? ''), { pathname: `/${database}` }).toString();
  const servers: ChildProcess[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database.
    servers.push(await startServer(3201, databaseUrl));
    servers.push(await startServer(3202, databaseUrl));

    const name = `Сквозная Нина ${Date.now()}`;
    await page.goto('http://localhost:3202/registration');
    await page.getByLabel('Email', { exact: true }).fill(demoOwner.account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await searchAllLeads(page, name);
    await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toHaveCount(0);
    await markPage(page);

    const createLead = await leadCreator('http://localhost:3201', demoAccounts.manager.email);
    await createLead(name);

    await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
  } finally {
    servers.forEach(stopServer);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});
