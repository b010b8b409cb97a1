import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * Applies every pending migration. The provider is an in-code object (no directory scanning), so the same
 * list runs under tsx, Vitest and a bundled build. Kysely takes a lock, so parallel starts are safe.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}
