import type { Kysely } from 'kysely';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { type AdminCredentials, ensureAdmin } from './seed/ensure-admin.ts';
import { seedDemo } from './seed/seed-demo.ts';

export type PrepareOptions = {
  /** The platform admin to create when the database has none. */
  admin: AdminCredentials | null;
  /** Load the demo schools into an empty database. */
  demo: boolean;
  /** The host's clock reading at start. */
  now: Date;
};

/** What every host does before it answers: migrations, the admin, the demo. Safe to run on every start. */
export async function prepareDatabase(db: Kysely<Database>, options: PrepareOptions): Promise<void> {
  const { now } = options;
  await migrateToLatest(db);
  if (options.admin) await ensureAdmin(db, options.admin, now);
  if (options.demo) await seedDemo(db, now);
}
