import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/node/database.ts';
import { createApp } from '../../server/src/app.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { ensureAdmin } from '../../server/src/seed/ensure-admin.ts';
import { seedDemo } from '../../server/src/seed/seed-demo.ts';
import { DEMO_PASSWORD, demoAdmin, demoOwner, systemClock } from '../../src/contract/index.ts';

/**
 * Runs a benchmark on a fresh demo school: a temporary SQLite file, or PostgreSQL when BENCH_DATABASE_URL points at
 * an empty database (when `postgres` allows it), and the data directory it is in. The database is removed afterwards.
 */
export async function withDemoSchool(
  options: { postgres: boolean },
  work: (database: DatabaseHandle, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-bench-'));
  const databaseUrl = options.postgres ? process.env.BENCH_DATABASE_URL : undefined;
  const database = createDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(database.db);
    await ensureAdmin(database.db, demoAdmin, systemClock());
    await seedDemo(database.db, systemClock());
    await work(database, dataDir);
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole application in process, and the headers of the demo owner signed in to it. */
export async function ownerApp(db: Kysely<Database>) {
  const app = createApp({ db, now: systemClock });
  const login = await app.request('/api/user_accounts/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoOwner.account.email, password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { app, headers: { Cookie: cookie, 'Content-Type': 'application/json' } };
}
