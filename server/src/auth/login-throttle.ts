import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { secondsUntilRoom } from './sliding-window.ts';

// docs/api.md, "Login throttling". Kept in the database, so every API process behind a load balancer
// counts the same failures. Failures count per email *and* address: a stranger guessing a colleague's password
// blocks only their own address, never the colleague (README, «Решения»). An address guessing many emails — or a
// school's shared Wi-Fi gone very wrong — is stopped by a much higher per-address limit.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 100;

type Attempt = { email: string; ip: string };

/** Seconds until the failures matching `match` leave room under `limit` (secondsUntilRoom), or null. */
async function retryAfter(
  db: Kysely<Database>,
  match: Partial<Attempt>,
  limit: number,
  now: Date,
): Promise<number | null> {
  let query = db.selectFrom('login_failures').select('failed_at');
  if (match.email !== undefined) query = query.where('email', '=', match.email);
  if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
  const rows = await query
    .where('failed_at', '>', new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  return secondsUntilRoom(
    rows.map((row) => row.failed_at),
    limit,
    THROTTLE_WINDOW_MS,
    now,
  );
}

/** Seconds until this attempt may be checked, or null when it may be checked now. */
export async function loginRetryAfter(
  db: Kysely<Database>,
  attempt: Attempt,
  now: Date,
): Promise<number | null> {
  const waits = [
    await retryAfter(db, attempt, MAX_FAILURES_PER_EMAIL_AND_ADDRESS, now),
    await retryAfter(db, { ip: attempt.ip }, MAX_FAILURES_PER_ADDRESS, now),
  ].filter((wait) => wait !== null);
  return waits.length === 0 ? null : Math.max(...waits);
}

export async function recordLoginFailure(db: Kysely<Database>, attempt: Attempt, now: Date): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ email: attempt.email, ip: attempt.ip, failed_at: now.toISOString() })
    .execute();
  // Failures older than the window never count again; dropping them here keeps the table small.
  await db
    .deleteFrom('login_failures')
    .where('failed_at', '<=', new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString())
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
