import { type Kysely, sql } from 'kysely';
import { isForeignKeyViolation } from './foreign-key-violation.ts';
import type { Database } from './schema.ts';

/**
 * Runs `work` inside the caller's transaction behind a savepoint: false, with its changes undone and the
 * transaction still usable, when a foreign key refused it (PostgreSQL aborts the whole transaction otherwise).
 */
export async function refusedByForeignKey(
  trx: Kysely<Database>,
  work: () => Promise<unknown>,
): Promise<boolean> {
  await sql`savepoint foreign_key_attempt`.execute(trx);
  try {
    await work();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await sql`rollback to savepoint foreign_key_attempt`.execute(trx);
    await sql`release savepoint foreign_key_attempt`.execute(trx);
    return true;
  }
  await sql`release savepoint foreign_key_attempt`.execute(trx);
  return false;
}
