import type { Kysely } from 'kysely';
import { conflictAs } from '../modules/shared/domain-errors.ts';
import { isForeignKeyViolation } from './foreign-key-violation.ts';
import { inTransaction } from './in-transaction.ts';
import type { Database } from './schema.ts';

type Steps = {
  /** Reads the row of the caller's school, or throws 404. */
  find: (trx: Kysely<Database>) => Promise<unknown>;
  /**
   * Whether the owner's own rows still need it (a template something was sold from). Rows of other modules that
   * point at it need no check: their foreign key refuses the delete, and that is the same 409.
   */
  inUse?: (trx: Kysely<Database>) => Promise<boolean>;
  remove: (trx: Kysely<Database>) => Promise<unknown>;
  /** The 409's message, said in both cases below. */
  inUseMessage: string;
};

/**
 * Deletes a row that others may still use (a status, a source, a group, a direction, a student with money): 409
 * when they do. The foreign keys of the rows pointing at it say so — the owner of a table never asks the other
 * modules' tables who points at its rows (docs/architecture.md, «Tables and their owners») — and a user added
 * between a check and the delete would make them refuse all the same, so the race answers the same 409 as the
 * ordinary case, never a 500.
 */
export async function deleteUnlessInUse(
  db: Kysely<Database>,
  id: number,
  { find, inUse, remove, inUseMessage }: Steps,
): Promise<{ id: number }> {
  try {
    await inTransaction(db, async (trx) => {
      await find(trx);
      if (inUse && (await inUse(trx))) throw conflictAs(inUseMessage);
      await remove(trx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflictAs(inUseMessage);
    throw error;
  }
  return { id };
}
