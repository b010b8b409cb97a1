import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { secondsUntilRoom } from './sliding-window.ts';

// docs/api.md, "Registration". A school is registered once; twenty tries an hour from one address is far more than
// any person needs, and few enough that nobody can flood the platform with schools or keep scrypt busy. An
// installation whose schools are registered from one office (a franchise) raises it: REGISTRATIONS_PER_HOUR.
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 20;

/** Who registers, for the limit: the client's address and the attempts an hour the installation allows it. */
export type RegistrationThrottle = { ip: string; perHour: number };

/**
 * Records this attempt and answers the seconds to wait when the address has used up its attempts in the window,
 * or null. Every attempt counts, accepted or refused, so probing for taken emails is limited too.
 */
export async function registrationRetryAfter(
  db: Kysely<Database>,
  { ip, perHour }: RegistrationThrottle,
  now: Date,
): Promise<number | null> {
  const windowStart = new Date(now.getTime() - REGISTRATION_WINDOW_MS).toISOString();
  await db.deleteFrom('registration_attempts').where('attempted_at', '<=', windowStart).execute();
  const recent = await db
    .selectFrom('registration_attempts')
    .select('attempted_at')
    .where('ip', '=', ip)
    .where('attempted_at', '>', windowStart)
    .orderBy('attempted_at', 'desc')
    .limit(perHour)
    .execute();
  const wait = secondsUntilRoom(
    recent.map((row) => row.attempted_at),
    perHour,
    REGISTRATION_WINDOW_MS,
    now,
  );
  if (wait !== null) return wait;
  await db.insertInto('registration_attempts').values({ ip, attempted_at: now.toISOString() }).execute();
  return null;
}
