import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../node/database.ts';
import type { SqlDialect } from '../../src/db/dialect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export type TestDatabase = DatabaseHandle & { openAnother?: () => DatabaseHandle };

/** SQLite always; PostgreSQL too when DATABASE_URL points at a server the tests may create databases on. */
export function testDialects(): SqlDialect[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for one test file, dropped again by `destroy`. */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `ritm_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    // Another process's view of the same database: its own pools and its own writer (the concurrency suite).
    openAnother: () => createDatabase({ databaseUrl: url.toString() }),
    destroy: async () => {
      await handle.destroy();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An empty database without any table (a migration test applies the migrations itself). */
export async function createBlankDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (dialect === 'postgres' && !serverUrl) throw new Error('DATABASE_URL is not set');
  return dialect === 'postgres' && serverUrl
    ? await createPostgresDatabase(serverUrl)
    : createDatabase({ sqliteFile: ':memory:' });
}

/** An empty, migrated database: in-memory SQLite, or a new PostgreSQL database. */
export async function createTestDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  const handle = await createBlankDatabase(dialect);
  await migrateToLatest(handle.db);
  return handle;
}
