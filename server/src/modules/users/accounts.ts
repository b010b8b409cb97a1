import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflictAs } from '../shared/domain-errors.ts';
import { emailExists, insertUser, type NewUser } from './repository.ts';

/**
 * Inserts an account (user + profile) inside the caller's transaction. A taken email is a 409 both when the
 * check sees it and when a concurrent insert wins the race to the unique index; either way the transaction
 * rolls back, so nothing of the request is written. `takenMessage` says it (staff creation words it so that it does
 * not tell whose the address is).
 */
export async function insertAccount(
  trx: Kysely<Database>,
  account: NewUser,
  takenMessage: string = serverErrors.emailTaken,
): Promise<number> {
  if (await emailExists(trx, account.email)) throw conflictAs(takenMessage);
  try {
    return await insertUser(trx, account);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictAs(takenMessage);
    throw error;
  }
}
