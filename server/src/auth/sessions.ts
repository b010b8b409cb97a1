import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, type User } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { selectUsers, toUser } from '../modules/users/user-view.ts';
import { randomBytes, toBase64Url } from './bytes.ts';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type Session = {
  id: string;
  user: User;
  /**
   * The user's school's data revision (0010-school-revisions), read with the session in one query, so a
   * conditional list answers 304 after a single database round trip. 0 without a school or before its first write.
   */
  schoolRevision: number;
  /** The zone of the user's school (the installation's default for the admin): the request's "today". */
  timeZone: string;
  /** A call with an API token (auth/bearer.ts): it acts for its maker, within these scopes only. */
  token?: { id: number; name: string; scopes: readonly string[] };
};

/** Only the SHA-256 of a token is stored: a leaked table does not let anyone sign in. */
export function sessionIdOf(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

/** Starts a session and returns its token (32 random bytes, base64url), which goes into the cookie only. */
export async function createSession(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = toBase64Url(randomBytes(32));
  await db
    .insertInto('sessions')
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The session of a token with its user read fresh from the database, so a role change, a new password
 * or a deleted account applies to the very next request; with the school's revision of that moment.
 */
export async function findSession(db: Kysely<Database>, token: string, now: Date): Promise<Session | null> {
  const id = sessionIdOf(token);
  const row = await selectUsers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .leftJoin('school_revisions', 'school_revisions.school_id', 'users.school_id')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select(['sessions.expires_at', 'school_revisions.revision', 'schools.time_zone'])
    .where('sessions.id', '=', id)
    // A deleted school's staff are let in nowhere until it is restored (docs/deletion.md).
    .where('schools.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.parse(row.expires_at) <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  return {
    id,
    user: toUser(row),
    schoolRevision: Number(row.revision ?? 0),
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

/** Whether a session still stands (a long-lived event stream asks now and then: a logout elsewhere ends it). */
export async function sessionStands(db: Kysely<Database>, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined && Date.parse(row.expires_at) > now.getTime();
}

/** Session ids per `in (…)` list, well under SQLite's and PostgreSQL's parameter limits. */
const IDS_PER_QUERY = 500;

/** Which of these sessions exist and have not expired (the open event streams', checked together). */
export async function standingSessions(
  db: Kysely<Database>,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  const unique = [...new Set(sessionIds)];
  const standing = new Set<string>();
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'expires_at'])
      .where('id', 'in', unique.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) if (Date.parse(row.expires_at) > now.getTime()) standing.add(row.id);
  }
  return standing;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: number,
  except?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}

/** Housekeeping, run on each login so the table does not grow with abandoned sessions. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
