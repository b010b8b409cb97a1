import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type loginSchema,
  type passwordChangeSchema,
  type registrationSchema,
  type School,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../../auth/login-throttle.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password.ts';
import { type RegistrationThrottle, registrationRetryAfter } from '../../auth/registration-throttle.ts';
import { createSession, deleteExpiredSessions, deleteUserSessions } from '../../auth/sessions.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { createJoinForm } from '../join-form/service.ts';
import { createSchool, schoolAtWork } from '../schools/service.ts';
import { conflictAs, invalid, tooManyAs, unauthenticatedAs } from '../shared/domain-errors.ts';
import { createDefaultSources } from '../sources/service.ts';
import { createDefaultStatuses } from '../statuses/service.ts';
import {
  emailExists,
  findCredentials,
  findUserById,
  insertAccount,
  updatePassword,
} from '../users/service.ts';

type Registration = z.output<typeof registrationSchema>;
type Credentials = z.output<typeof loginSchema>;

export type RegistrationResult = { school: School; user: { id: number; email: string } };

/**
 * A school, its owner, their profile and the default dictionaries, all or nothing. Does not sign in. Cheap
 * refusals come first — the address's rate limit, a taken email — so that no refused request costs a scrypt run.
 */
export async function registerSchool(
  db: Kysely<Database>,
  input: Registration,
  now: Date,
  /** The client's address and its limit; the demo seed registers without one. */
  throttle?: RegistrationThrottle,
): Promise<RegistrationResult> {
  const retryAfter = throttle === undefined ? null : await registrationRetryAfter(db, throttle, now);
  if (retryAfter !== null) throw tooManyAs(serverErrors.tooManyRegistrations, retryAfter);
  if (await emailExists(db, input.account.email)) throw conflictAs(serverErrors.emailTaken);
  const passwordHash = await hashPassword(input.account.password);
  const createdAt = now.toISOString();
  return inTransaction(db, async (trx) => {
    // Checked before the school insert too: a taken email then writes nothing and, on PostgreSQL, consumes
    // no school id, so ids stay identical on both dialects and in the mocks.
    if (await emailExists(trx, input.account.email)) throw conflictAs(serverErrors.emailTaken);
    const school = await createSchool(trx, { ...input.school, created_at: createdAt });
    const userId = await insertAccount(trx, {
      email: input.account.email,
      passwordHash,
      role: 'owner',
      schoolId: school.id,
      createdAt,
      profile: input.profile,
    });
    await createDefaultStatuses(trx, school.id);
    await createDefaultSources(trx, school.id);
    await createJoinForm(trx, school.id);
    return { school, user: { id: userId, email: input.account.email } };
  });
}

const wrongCredentials = () => unauthenticatedAs(serverErrors.wrongCredentials);

/** Checks the credentials under the throttling rules and starts a session; returns the user and cookie token. */
export async function logIn(
  db: Kysely<Database>,
  credentials: Credentials,
  ip: string,
  now: Date,
): Promise<{ user: User; token: string }> {
  const attempt = { email: credentials.email, ip };
  const retryAfter = await loginRetryAfter(db, attempt, now);
  if (retryAfter !== null) throw tooManyAs(serverErrors.tooManyLogins, retryAfter);

  const account = await findCredentials(db, credentials.email);
  // An unknown email costs one scrypt run like a wrong password, so timing does not reveal accounts.
  const matches = await verifyPassword(
    credentials.password,
    account?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!account || !matches) {
    await recordLoginFailure(db, attempt, now);
    throw wrongCredentials();
  }

  const user = await findUserById(db, account.id);
  if (!user) throw wrongCredentials();
  // The right password to a deleted school: said plainly, after the password, so it reveals nothing to a guesser.
  if (user.school_id !== null && !(await schoolAtWork(db, user.school_id)))
    throw unauthenticatedAs(serverErrors.schoolDeleted);
  await clearLoginFailures(db, credentials.email);
  await deleteExpiredSessions(db, now);
  const token = await createSession(db, account.id, now);
  return { user, token };
}

type PasswordChange = z.output<typeof passwordChangeSchema>;

/**
 * «Сменить пароль»: the current password proves it is the person, not someone at their unlocked screen. A wrong
 * one counts as a failed login (same throttle), so the form cannot be used to guess it. Every other session of the
 * account ends; the one that changed it stays signed in.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  session: { id: string; user: User },
  input: PasswordChange,
  ip: string,
  now: Date,
): Promise<void> {
  const attempt = { email: session.user.email, ip };
  const retryAfter = await loginRetryAfter(db, attempt, now);
  if (retryAfter !== null) throw tooManyAs(serverErrors.tooManyLogins, retryAfter);
  const account = await findCredentials(db, session.user.email);
  if (!account || !(await verifyPassword(input.current_password, account.password_hash))) {
    await recordLoginFailure(db, attempt, now);
    throw invalid(serverErrors.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(db, async (trx) => {
    await updatePassword(trx, session.user.id, passwordHash);
    await deleteUserSessions(trx, session.user.id, session.id);
  });
}
