import type { Kysely } from 'kysely';
import { API_TOKEN_CALLS_PER_MINUTE, DEFAULT_TIME_ZONE } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { findActiveToken, touchToken } from '../modules/api-tokens/service.ts';
import { tooManyAs } from '../modules/shared/domain-errors.ts';
import { selectUsers, toUser } from '../modules/users/user-view.ts';
import { type Session, sessionIdOf } from './sessions.ts';

// `Authorization: Bearer <token>` (docs/api-tokens.md): an integration calls the API as the owner who made the token,
// within the token's scopes (endpoint-routes checks them). No cookie is read with it.

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of a request, if it names one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization ? BEARER.exec(authorization.trim())?.[1] : undefined;
}

/** Calls per token in this minute (per process: a limit against a runaway script, not an account quota). */
const calls = new Map<number, { minute: number; count: number }>();

function countCall(tokenId: number, now: Date) {
  const minute = Math.floor(now.getTime() / 60_000);
  const seen = calls.get(tokenId);
  const count = seen?.minute === minute ? seen.count + 1 : 1;
  calls.set(tokenId, { minute, count });
  if (calls.size > 10_000) for (const [id, entry] of calls) if (entry.minute < minute) calls.delete(id);
  if (count > API_TOKEN_CALLS_PER_MINUTE)
    throw tooManyAs(
      () => `Слишком много запросов по этому токену: не больше ${API_TOKEN_CALLS_PER_MINUTE} в минуту`,
      60 - (Math.floor(now.getTime() / 1000) % 60),
    );
}

/** The session a standing token opens (its maker read fresh, as a cookie session reads its user), or null. */
export async function findTokenSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Session | null> {
  const found = await findActiveToken(db, sessionIdOf(token));
  if (!found) return null;
  const row = await selectUsers(db)
    .leftJoin('school_revisions', 'school_revisions.school_id', 'users.school_id')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select(['school_revisions.revision', 'schools.time_zone'])
    .where('users.id', '=', found.user_id)
    .where('schools.deleted_at', 'is', null)
    .executeTakeFirst();
  // A token acts in its own school only, for a maker who still belongs to it.
  if (!row || Number(row.school_id) !== Number(found.school_id)) return null;
  countCall(Number(found.id), now);
  await touchToken(db, Number(found.id), found.last_used_at, now);
  return {
    id: `token:${found.id}`,
    user: toUser(row),
    schoolRevision: Number(row.revision ?? 0),
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    token: { id: Number(found.id), name: found.name, scopes: JSON.parse(found.scopes) as string[] },
  };
}
