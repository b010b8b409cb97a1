import { type Kysely, PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RowLock = 'share' | 'update';

/**
 * Locks the rows a check read until the transaction ends, on PostgreSQL: a referenced group, status or client
 * cannot then vanish between the check and the write that points at it (which would fail on the foreign key),
 * and a row being changed cannot be deleted halfway. SQLite runs one write transaction at a time and needs none.
 */
export function lockedOnPostgres<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  lock: RowLock,
): SelectQueryBuilder<DB, TB, O> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return query;
  return lock === 'share' ? query.forShare() : query.forUpdate();
}
