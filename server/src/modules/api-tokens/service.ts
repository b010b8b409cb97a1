import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ApiToken, apiTokenCreateSchema } from '../../../../src/contract/index.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { sessionIdOf } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';
import { staffProfilesView } from '../users/service.ts';

// API tokens (docs/api-tokens.md): made by the owner, shown once, kept hashed, listed with their last use, revoked.

/** A token's text: a prefix people and secret scanners recognise, then 32 random bytes. */
const TOKEN_PREFIX = 'ritm_';

const listed = (db: Kysely<Database>, schoolId: number) =>
  db
    .selectFrom('api_tokens')
    .leftJoin(staffProfilesView(db).as('profiles'), 'profiles.user_id', 'api_tokens.user_id')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.scopes',
      'api_tokens.created_at',
      'api_tokens.last_used_at',
      'profiles.full_name as created_by_name',
    ])
    .where('api_tokens.school_id', '=', schoolId)
    .where('api_tokens.revoked_at', 'is', null);

type Row = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

const toToken = (row: Row): ApiToken => ({
  id: Number(row.id),
  name: row.name,
  scopes: JSON.parse(row.scopes) as string[],
  created_at: row.created_at,
  created_by_name: row.created_by_name,
  last_used_at: row.last_used_at,
});

export async function listTokens(db: Kysely<Database>, schoolId: number): Promise<ApiToken[]> {
  return (await listed(db, schoolId).orderBy('api_tokens.id', 'desc').execute()).map(toToken);
}

export async function createToken(
  db: Kysely<Database>,
  owner: { schoolId: number; userId: number },
  input: z.output<typeof apiTokenCreateSchema>,
  now: Date,
): Promise<ApiToken & { token: string }> {
  const token = `${TOKEN_PREFIX}${toBase64Url(randomBytes(32))}`;
  const { id } = await db
    .insertInto('api_tokens')
    .values({
      school_id: owner.schoolId,
      user_id: owner.userId,
      name: input.name,
      token_hash: sessionIdOf(token),
      scopes: JSON.stringify(input.scopes),
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await listed(db, owner.schoolId).where('api_tokens.id', '=', id).executeTakeFirstOrThrow();
  return { ...toToken(row), token };
}

/** Revokes a token: the next call with it is 401. It stays in the table as a record. */
export async function revokeToken(db: Kysely<Database>, schoolId: number, id: number, now: Date) {
  const revoked = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) !== 1) throw notFound();
  return { id };
}

/** The standing token of a hash, with whom it acts for (the bearer check in auth/bearer.ts). */
export function findActiveToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'school_id', 'user_id', 'name', 'scopes', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Notes a token's use, to the minute: the list says when an integration last called. */
export async function touchToken(db: Kysely<Database>, id: number, lastUsedAt: string | null, now: Date) {
  const minute = now.toISOString().slice(0, 16);
  if (lastUsedAt?.slice(0, 16) === minute) return;
  await db.updateTable('api_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute();
}
