import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Whether the database has recorded exactly the migrations of this build. Kysely's Migrator looks for its tables
 * through introspection, which on SQLite reads the columns of every table (~30 ms), and takes its lock before it
 * finds there is nothing to do; every start of the mock host in a page and every reset of it paid that. Anything but
 * an exact match (a new database, one behind, one ahead) goes to the Migrator, which migrates or refuses.
 */
async function upToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    const names = Object.keys(migrations);
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

/**
 * Applies every pending migration. The provider is an in-code object (no directory scanning), so the same
 * list runs under tsx, Vitest and a bundled build. Kysely takes a lock, so parallel starts are safe.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await upToDate(db)) return;
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}

/**
 * What migrating would do: how many migrations the database already has and which it lacks. The Node host copies
 * a database that has some and lacks some before it migrates (docs/backups.md); a new database has nothing to lose.
 */
export async function migrationState(db: Kysely<Database>): Promise<{ applied: number; pending: string[] }> {
  const all = await migrator(db).getMigrations();
  return {
    applied: all.filter((migration) => migration.executedAt !== undefined).length,
    pending: all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name),
  };
}
