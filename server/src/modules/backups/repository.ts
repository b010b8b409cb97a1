import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BackupRunRow, NewBackupRun } from './tables.ts';

export async function insertRun(db: Kysely<Database>, run: NewBackupRun): Promise<void> {
  await db.insertInto('backup_runs').values(run).execute();
}

/** The newest successful attempt, or the newest failed one. */
export function newestRun(
  db: Kysely<Database>,
  outcome: 'success' | 'failure',
): Promise<BackupRunRow | undefined> {
  return db
    .selectFrom('backup_runs')
    .selectAll()
    .where('error', outcome === 'success' ? 'is' : 'is not', null)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Attempts are a log the admin never pages through: older ones go (the copies have their own retention). */
export async function deleteRunsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('backup_runs').where('finished_at', '<', before).execute();
}
