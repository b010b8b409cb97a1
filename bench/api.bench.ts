/**
 * Server throughput of the hottest calls, in-process through `app.request` on a fresh SQLite database:
 * the auth check every page load makes, and the staff list of the profile page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../server/node/database.ts';
import { createApp } from '../server/src/app.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { ensureAdmin } from '../server/src/seed/ensure-admin.ts';
import { seedDemo } from '../server/src/seed/seed-demo.ts';
import { DEMO_PASSWORD, demoAdmin, demoOwner } from '../src/contract/index.ts';
import { printTimings, timeRequests } from './support/timing.ts';

export default async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-bench-'));
  const database = createDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await ensureAdmin(database.db, demoAdmin);
    await seedDemo(database.db);
    const app = createApp({ db: database.db });
    const login = await app.request('/api/user_accounts/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoOwner.account.email, password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { Cookie: cookie, 'Content-Type': 'application/json' };

    printTimings(
      'GET /api/auth/check',
      await timeRequests(500, () => app.request('/api/auth/check', { headers })),
    );
    printTimings(
      'POST /api/users/getAllWhere',
      await timeRequests(500, () =>
        app.request('/api/users/getAllWhere', { method: 'POST', headers, body: '{}' }),
      ),
    );
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
