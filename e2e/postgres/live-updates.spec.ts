import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, demoOwner } from '../../src/contract';
import { demoAccounts } from '../support/accounts';
import { leadCreator, markPage, searchAllLeads, stillSameDocument } from '../support/live-updates';

// Live updates with several server processes on one PostgreSQL: events fan out through LISTEN/NOTIFY, so a change
// made through one process reaches a browser connected to the other. With PGBOUNCER_URL (CI) the processes reach the
// database as hosted installations do: through PgBouncer in transaction mode, LISTEN on the database's own address.

type DatabaseUrls = { DATABASE_URL: string; DATABASE_DIRECT_URL: string };

/** The database `name` on the server of `serverUrl`. */
const databaseAt = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** `npm start` on a port and a database; resolves once it answers. */
async function startServer(port: number, urls: DatabaseUrls): Promise<ChildProcess> {
  const server = spawn('npm', ['start'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), ...urls, SEED_DEMO: '1' },
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
  // The project exists only when DATABASE_URL is set (playwright.config.ts).
  const adminUrl = String(process.env.DATABASE_URL);
  test.setTimeout(180_000);
  const database = `ritm_live_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const direct = databaseAt(adminUrl, database);
  const pooler = process.env.PGBOUNCER_URL;
  const urls = { DATABASE_URL: pooler ? databaseAt(pooler, database) : direct, DATABASE_DIRECT_URL: direct };
  const servers: ChildProcess[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database.
    servers.push(await startServer(3201, urls));
    servers.push(await startServer(3202, urls));

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
