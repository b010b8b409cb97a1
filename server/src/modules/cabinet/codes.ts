import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Kysely } from 'kysely';
import { CABINET_CODE_MINUTES, CABINET_CODE_TRIES, serverErrors } from '../../../../src/contract/index.ts';
import { constantTimeEqual, randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { secondsUntilRoom } from '../../auth/sliding-window.ts';
import type { Database } from '../../db/schema.ts';
import { tooManyAs, unauthenticatedAs } from '../shared/domain-errors.ts';

// One-time sign-in codes (docs/cabinet.md). Six digits by email, valid 10 minutes, 5 tries; only a salted hash is
// kept. Limits count every request, known address or not, so the answers never tell which addresses exist.

const WINDOW_MS = 60 * 60 * 1000;
export const MAX_CODES_PER_EMAIL = 5;
export const MAX_CODES_PER_ADDRESS = 30;

/** Six uniformly random digits (rejection sampling: no digit is likelier than another). */
function sixDigits(): string {
  for (;;) {
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    const value = (a << 16) | (b << 8) | c; // 0…16 777 215
    if (value < 16_000_000) return String(value % 1_000_000).padStart(6, '0');
  }
}

const hashOf = (salt: string, email: string, code: string) =>
  bytesToHex(sha256(utf8ToBytes(`${salt}:${email}:${code}`)));

async function retryAfter(
  db: Kysely<Database>,
  column: 'email' | 'ip',
  value: string,
  limit: number,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .selectFrom('cabinet_codes')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', new Date(now.getTime() - WINDOW_MS).toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return secondsUntilRoom(
    rows.map((row) => row.created_at),
    limit,
    WINDOW_MS,
    now,
  );
}

/**
 * Records a request for a code and, when the address belongs to someone (`known`), makes one: answers the code to
 * send, with its row id (the message's occasion), or null for an unknown address. 429 over the limits.
 */
export async function issueCode(
  db: Kysely<Database>,
  request: { email: string; ip: string; known: boolean },
  now: Date,
): Promise<{ id: number; code: string } | null> {
  const waits = [
    await retryAfter(db, 'email', request.email, MAX_CODES_PER_EMAIL, now),
    await retryAfter(db, 'ip', request.ip, MAX_CODES_PER_ADDRESS, now),
  ].filter((wait) => wait !== null);
  if (waits.length > 0) throw tooManyAs(serverErrors.tooManyCodes, Math.max(...waits));
  const code = sixDigits();
  const salt = toBase64Url(randomBytes(12));
  const { id } = await db
    .insertInto('cabinet_codes')
    .values({
      email: request.email,
      ip: request.ip,
      code_hash: request.known ? `${salt}$${hashOf(salt, request.email, code)}` : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CABINET_CODE_MINUTES * 60_000).toISOString(),
      tries_left: CABINET_CODE_TRIES,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Requests older than the window never count again.
  await db
    .deleteFrom('cabinet_codes')
    .where('created_at', '<=', new Date(now.getTime() - 2 * WINDOW_MS).toISOString())
    .execute();
  return request.known ? { id: Number(id), code } : null;
}

/**
 * Checks a code against the address's newest live one: answers its id when right (still unused: `consumeCode`
 * spends it), 401 when wrong (one try fewer) or when no live code is left.
 */
export async function checkCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('cabinet_codes')
    .select(['id', 'code_hash', 'tries_left'])
    .where('email', '=', email)
    .where('code_hash', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.code_hash || row.tries_left <= 0) throw unauthenticatedAs(serverErrors.cabinetCodeExpired);
  const [salt = '', stored = ''] = row.code_hash.split('$');
  if (constantTimeEqual(utf8ToBytes(hashOf(salt, email, code)), utf8ToBytes(stored))) return Number(row.id);
  // Compare-and-set: two wrong tries at once take two tries, never fewer.
  const spent = await db
    .updateTable('cabinet_codes')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('id', '=', row.id)
    .where('tries_left', '>', 0)
    .returning('tries_left')
    .executeTakeFirst();
  throw unauthenticatedAs(serverErrors.cabinetCodeWrong(spent?.tries_left ?? 0));
}

/** Spends a checked code; of two sign-ins racing with it, one wins and the other is told the code is used. */
export async function consumeCode(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  const used = await db
    .updateTable('cabinet_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw unauthenticatedAs(serverErrors.cabinetCodeExpired);
}
