import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';
import pg from 'pg';
import { unique } from '../support/builders';
import { test as base } from '../support/fullstack-test';
import { leadCreator, markPage, searchAllLeads, stillSameDocument } from '../support/live-updates';
import { PASSWORD } from '../support/own-school';

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
    env: { ...process.env, PORT: String(port), ...urls, SEED_DEMO: '1', REGISTRATIONS_PER_HOUR: '10000' },
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

/**
 * Two processes on a throwaway database, the browser on the second (its `baseURL`): the test's own school is
 * registered there by `login`, and deleted before the servers stop, since `login` needs `baseURL`, which needs them.
 */
const test = base.extend<{ servers: { browser: string; other: string } }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; none here.
    async ({}, use) => {
      // The project exists only when DATABASE_URL is set (playwright.config.ts).
      const adminUrl = String(process.env.DATABASE_URL);
      const database = `ritm_live_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      const direct = databaseAt(adminUrl, database);
      const pooler = process.env.PGBOUNCER_URL;
      const urls = {
        DATABASE_URL: pooler ? databaseAt(pooler, database) : direct,
        DATABASE_DIRECT_URL: direct,
      };
      const servers: ChildProcess[] = [];
      try {
        // One after the other: the first migrates and seeds the empty database.
        servers.push(await startServer(3201, urls));
        servers.push(await startServer(3202, urls));
        await use({ other: 'http://localhost:3201', browser: 'http://localhost:3202' });
      } finally {
        servers.forEach(stopServer);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
    },
    { timeout: 150_000 },
  ],
  baseURL: async ({ servers }, use) => {
    await use(servers.browser);
  },
});

test('two processes on one PostgreSQL: a change through one reaches a browser on the other', async ({
  page,
  login,
  servers,
}) => {
  const name = `Сквозная Нина ${unique()}`;
  const school = await login({ role: 'owner' });
  await searchAllLeads(page, name);
  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toHaveCount(0);
  await markPage(page);

  const createLead = await leadCreator(servers.other, school.email('manager'), PASSWORD);
  await createLead(name);

  await expect(page.getByRole('button', { name: `Подробнее: ${name}`, exact: true })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});
