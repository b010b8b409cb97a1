import type { Kysely } from 'kysely';
import { conflictAs } from '../modules/shared/domain-errors.ts';
import { isForeignKeyViolation } from './foreign-key-violation.ts';
import { inTransaction } from './in-transaction.ts';
import type { Database } from './schema.ts';

type Steps = {
  /** Reads the row of the caller's school, or throws 404. */
  find: (trx: Kysely<Database>) => Promise<unknown>;
  /** Whether other rows still point at it. */
  inUse: (trx: Kysely<Database>) => Promise<boolean>;
  remove: (trx: Kysely<Database>) => Promise<unknown>;
  /** The 409's message, said in both cases below. */
  inUseMessage: string;
};

/**
 * Deletes a row that others may still use (a status, a source, a group, a direction): 409 when they do.
 * The check gives the answer in the ordinary case; a user added between the check and the delete makes the
 * foreign key refuse, and that race answers the same 409 instead of a 500.
 */
export async function deleteUnlessInUse(
  db: Kysely<Database>,
  id: number,
  { find, inUse, remove, inUseMessage }: Steps,
): Promise<{ id: number }> {
  try {
    await inTransaction(db, async (trx) => {
      await find(trx);
      if (await inUse(trx)) throw conflictAs(inUseMessage);
      await remove(trx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflictAs(inUseMessage);
    throw error;
  }
  return { id };
}
