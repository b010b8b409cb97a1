import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { demoAdmin } from '../../../src/contract/index.ts';
import { createDatabase } from '../../node/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { ensureAdmin } from '../../src/seed/ensure-admin.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { createTestClock } from './test-clock.ts';
import { type ThrowawayDatabase, throwawayDatabase } from './throwaway-postgres.ts';

// A test app starts from a migrated database with the demo seeded at the test clock's start: the same rows every
// time. Migrating and seeding took half a second on SQLite and a second on PostgreSQL for each of some hundred apps
// of a run; a run now does it once per kind and copies the result — SQLite as the bytes of a file, PostgreSQL as a
// template database (CREATE DATABASE … TEMPLATE copies its files). Vitest's global setup makes them (test/global-setup.ts).

export type Template = 'migrated' | 'seeded';

async function fill(db: Parameters<typeof migrateToLatest>[0], template: Template): Promise<void> {
  await migrateToLatest(db);
  if (template === 'migrated') return;
  const now = createTestClock().now();
  await ensureAdmin(db, demoAdmin, now);
  await seedDemo(db, now);
}

/** The SQLite file of each template, written into `dir`. */
export async function writeSqliteTemplates(dir: string): Promise<Record<Template, string>> {
  const files = {} as Record<Template, string>;
  for (const template of ['migrated', 'seeded'] as const) {
    const file = join(dir, `${template}.sqlite`);
    const handle = createDatabase({ sqliteFile: file });
    await fill(handle.db, template);
    // A file in WAL mode does not open in memory: back to a rollback journal, which checkpoints the log into it.
    await sql`pragma journal_mode = delete`.execute(handle.db);
    await handle.destroy();
    files[template] = file;
  }
  return files;
}

/** Template databases on the server; the answer drops them. */
export async function createPostgresTemplates(
  serverUrl: string,
): Promise<{ names: Record<Template, string>; drop: () => Promise<void> }> {
  const made: Record<Template, ThrowawayDatabase> = {
    migrated: await throwawayDatabase(serverUrl, 'ritm_tpl_m'),
    seeded: await throwawayDatabase(serverUrl, 'ritm_tpl_s'),
  };
  for (const template of ['migrated', 'seeded'] as const) {
    const handle = createDatabase({ databaseUrl: made[template].url });
    await fill(handle.db, template);
    // A template is copied only while nobody is connected to it.
    await handle.destroy();
  }
  return {
    names: { migrated: made.migrated.name, seeded: made.seeded.name },
    drop: async () => {
      for (const database of Object.values(made)) await database.drop();
    },
  };
}

export function temporaryDirectory(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ritm-templates-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The bytes of a template file, read once per worker. */
const bytes = new Map<string, Buffer>();
export function templateBytes(file: string): Buffer {
  let read = bytes.get(file);
  if (!read) {
    read = readFileSync(file);
    bytes.set(file, read);
  }
  return read;
}
