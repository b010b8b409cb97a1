import type { Kysely } from 'kysely';
import { roleLabels } from '../../../src/contract/index.ts';
import { hashPassword } from '../auth/password.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../modules/shared/domain-errors.ts';
import { insertAccount } from '../modules/users/accounts.ts';
import { adminExists } from '../modules/users/repository.ts';

export type AdminCredentials = { email: string; password: string };

/**
 * Creates the platform admin when the database has none; an existing admin is left as is (their password
 * may have changed since). Returns whether an admin was created.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  credentials: AdminCredentials,
  now: Date,
): Promise<boolean> {
  if (await adminExists(db)) return false;
  const email = credentials.email.trim().toLowerCase();
  const passwordHash = await hashPassword(credentials.password);
  try {
    await inTransaction(db, (trx) =>
      insertAccount(trx, {
        email,
        passwordHash,
        role: 'admin',
        schoolId: null,
        createdAt: now.toISOString(),
        profile: { full_name: roleLabels.admin, phone: '', birthdate: null },
      }),
    );
    return true;
  } catch (error) {
    // The email is taken: another process started at the same moment and created the admin first, or a school's
    // user has it.
    const taken = error instanceof DomainError && error.kind === 'conflict';
    if (taken && (await adminExists(db))) return false;
    if (taken) throw new Error(`Email ${email} уже занят пользователем школы`);
    throw error;
  }
}
