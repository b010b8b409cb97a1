import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every pending migration. The provider is an in-code object (no directory scanning), so the same
 * list runs under tsx, Vitest and a bundled build. Kysely takes a lock, so parallel starts are safe.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
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
