import type { Kysely } from 'kysely';
import { CABINET_SESSION_DAYS, DEFAULT_TIME_ZONE } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { randomBytes, toBase64Url } from './bytes.ts';
import { sessionIdOf } from './sessions.ts';

/** A device signed in to a school's cabinet as one address (docs/cabinet.md). */
export type CabinetSession = {
  id: number;
  schoolId: number;
  email: string;
  /** As the staff session's: the school's revision and zone, read with the session in one query. */
  schoolRevision: number;
  timeZone: string;
};

/** Starts a cabinet session; returns its token for the cookie (only the token's hash is stored). */
export async function createCabinetSession(
  db: Kysely<Database>,
  person: { schoolId: number; email: string; device: string },
  now: Date,
): Promise<string> {
  const token = toBase64Url(randomBytes(32));
  await db
    .insertInto('cabinet_sessions')
    .values({
      school_id: person.schoolId,
      token_hash: sessionIdOf(token),
      email: person.email,
      device: person.device.slice(0, 200),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CABINET_SESSION_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    })
    .execute();
  return token;
}

export async function findCabinetSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<CabinetSession | null> {
  const row = await db
    .selectFrom('cabinet_sessions')
    .innerJoin('schools', 'schools.id', 'cabinet_sessions.school_id')
    .leftJoin('school_revisions', 'school_revisions.school_id', 'cabinet_sessions.school_id')
    .select([
      'cabinet_sessions.id',
      'cabinet_sessions.school_id',
      'cabinet_sessions.email',
      'cabinet_sessions.expires_at',
      'schools.time_zone',
      'school_revisions.revision',
    ])
    .where('cabinet_sessions.token_hash', '=', sessionIdOf(token))
    .where('schools.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return {
    id: Number(row.id),
    schoolId: Number(row.school_id),
    email: row.email,
    schoolRevision: Number(row.revision ?? 0),
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
  };
}
