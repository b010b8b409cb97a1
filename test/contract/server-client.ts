import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAdmin } from '@/contract';
import { createDatabase } from '../../server/node/database';
import { createApp } from '../../server/src/app';
import { migrateToLatest } from '../../server/src/db/migrate';
import { ensureAdmin } from '../../server/src/seed/ensure-admin';
import { seedDemo } from '../../server/src/seed/seed-demo';
import { type ApiClient, createApiClient } from './api-client';
import { CONTRACT_START } from './contract-clock';

export type ServerDatabases = {
  /** A copy of the seeded template: a fresh SQLite database for one case. */
  fresh(): string;
  remove(): void;
};

/**
 * Migrates and seeds one SQLite file (admin, then the demo, as `npm start` does) and hands out copies of it:
 * every case gets a database of its own without paying for the seed's password hashing again.
 */
export async function prepareServerDatabases(): Promise<ServerDatabases> {
  const directory = mkdtempSync(join(tmpdir(), 'ritm-contract-'));
  const template = join(directory, 'template.sqlite');
  const handle = createDatabase({ sqliteFile: template });
  await migrateToLatest(handle.db);
  await ensureAdmin(handle.db, demoAdmin, CONTRACT_START);
  await seedDemo(handle.db, CONTRACT_START);
  // Closing checkpoints the write-ahead log into the file, so a plain copy is complete.
  await handle.destroy();
  let copies = 0;
  return {
    fresh() {
      copies += 1;
      const file = join(directory, `case-${copies}.sqlite`);
      copyFileSync(template, file);
      return file;
    },
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}

/** A client of the real app (`app.request`, no network) over its own database, with a movable clock. */
export function createServerClient(sqliteFile: string): { api: ApiClient; close: () => Promise<void> } {
  const handle = createDatabase({ sqliteFile });
  let now = CONTRACT_START.getTime();
  const app = createApp({ db: handle.db, now: () => new Date(now) });
  const api = createApiClient(
    async (request) => app.request(request),
    (milliseconds) => {
      now += milliseconds;
    },
  );
  return { api, close: handle.destroy };
}
