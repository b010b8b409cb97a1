import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one. Kysely cannot nest
 * transactions, and this lets a service run alone (one request) or as a step of a larger unit (the seed).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
