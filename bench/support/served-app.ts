import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { Kysely, LogConfig } from 'kysely';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.ts';
import { nodeBrotli } from '../../server/node/brotli.ts';
import { createDatabase } from '../../server/node/database.ts';
import { spaRoutes } from '../../server/node/spa.ts';
import { createApp } from '../../server/src/app.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { ensureAdmin } from '../../server/src/seed/ensure-admin.ts';
import { seedDemo } from '../../server/src/seed/seed-demo.ts';
import { DEMO_PASSWORD, demoAdmin, demoOwner, systemClock } from '../../src/contract/index.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = join(root, 'dist');

/**
 * The built SPA and the API served as the Node host serves them (compressed), on a fresh SQLite demo school with
 * what `seed` adds; `work` gets the address. Builds dist/ first when the sources are newer.
 */
export async function withServedApp(
  seed: (db: Kysely<Database>) => Promise<void>,
  work: (base: string) => Promise<void>,
  /** What the write-path bench counts: every statement the app runs, and each request around its handling. */
  watch: { log?: LogConfig; wrap?: (fetch: Fetch) => Fetch } = {},
): Promise<void> {
  execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-served-bench-'));
  const database = createDatabase({ dataDir, log: watch.log });
  try {
    await migrateToLatest(database.db);
    await ensureAdmin(database.db, demoAdmin, systemClock());
    await seedDemo(database.db, systemClock());
    await seed(database.db);
    const app = createApp({
      db: database.db,
      now: systemClock,
      writer: database.writer,
      site: spaRoutes(distDir),
      compress: true,
      brotli: nodeBrotli,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const fetch = watch.wrap ? watch.wrap(app.fetch) : app.fetch;
      const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Debian's Chromium, as CI installs it, with the switches the tests use. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Signs the demo owner in through the login form. */
export async function logInAsOwner(page: Page, base: string) {
  await page.goto(`${base}/registration`);
  await page.getByLabel('Email', { exact: true }).fill(demoOwner.account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
}
