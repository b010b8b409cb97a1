import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../node/database.ts';
import type { SqlDialect } from '../../src/db/dialect.ts';
import { type Template, templateBytes } from './database-templates.ts';
import { databaseAt, throwawayDatabase } from './throwaway-postgres.ts';

export type TestDatabase = DatabaseHandle & {
  openAnother?: () => DatabaseHandle;
  /** On PostgreSQL: the address the app uses (through PgBouncer when pooled) and the database's own. */
  url?: string;
  directUrl?: string;
};

/** SQLite always; PostgreSQL too when DATABASE_URL points at a server the tests may create databases on. */
export function testDialects(): SqlDialect[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** PgBouncer in transaction mode in front of DATABASE_URL's server, when PGBOUNCER_URL names one (CI starts it). */
export function pgbouncerUrl(): string | undefined {
  return (process.env.DATABASE_URL && process.env.PGBOUNCER_URL) || undefined;
}

/** Where a PostgreSQL test database is reached: directly, or through PgBouncer (`pooled`). */
export type Reach = { pooled?: boolean };

/** A fresh PostgreSQL database for one test file, a copy of a template or empty; dropped again by `destroy`. */
async function createPostgresDatabase(
  serverUrl: string,
  { pooled }: Reach,
  template?: string,
): Promise<TestDatabase> {
  const { name, url: directUrl, drop } = await throwawayDatabase(serverUrl, 'ritm_test', template);
  const pooler = pooled ? pgbouncerUrl() : undefined;
  if (pooled && !pooler) throw new Error('PGBOUNCER_URL is not set');
  const url = pooler ? databaseAt(pooler, name) : directUrl;
  const handle = createDatabase({ databaseUrl: url });
  return {
    ...handle,
    url,
    directUrl,
    // Another process's view of the same database: its own pools and its own writer (the concurrency suite).
    openAnother: () => createDatabase({ databaseUrl: url }),
    destroy: async () => {
      await handle.destroy();
      await drop();
    },
  };
}

/** An empty database without any table (a migration test applies the migrations itself). */
export async function createBlankDatabase(dialect: SqlDialect, reach: Reach = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (dialect === 'postgres' && !serverUrl) throw new Error('DATABASE_URL is not set');
  return dialect === 'postgres' && serverUrl
    ? await createPostgresDatabase(serverUrl, reach)
    : createDatabase({ sqliteFile: ':memory:' });
}

/**
 * A migrated database — with the demo seeded at the test clock's start when `template` is 'seeded' — copied from
 * the run's template (support/global-setup.ts): in-memory SQLite, or a new PostgreSQL database.
 */
export async function createTestDatabase(
  dialect: SqlDialect,
  reach: Reach = {},
  template: Template = 'migrated',
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (dialect === 'postgres') {
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    const templates = inject('postgresTemplates');
    if (!templates) throw new Error('No PostgreSQL templates: DATABASE_URL was not set when the run started');
    return createPostgresDatabase(serverUrl, reach, templates[template]);
  }
  return createDatabase({ sqliteFile: templateBytes(inject('sqliteTemplates')[template]) });
}
