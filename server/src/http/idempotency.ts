import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_HEADER, serverErrors } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict } from './errors.ts';

// «Повтор запроса» (docs/api.md), after Stripe's idempotency keys: a create that moves money or imports data,
// sent again with the same Idempotency-Key within a day, answers what the first answered and writes nothing.
// The key is the caller's own; the same key with another body is refused, not confused with the first. It runs
// inside the school's one writer (db/school-writer.ts), so two requests with one key never both write: the second
// waits for the first, then finds its answer.

const KEY = /^[\x21-\x7e]{1,255}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;

export type Replay = { status: number; answer: string };

type Claim =
  | { kind: 'none' }
  | { kind: 'replay'; replay: Replay }
  | {
      kind: 'claimed';
      store: (status: number, answer: string) => Promise<void>;
      release: () => Promise<void>;
    };

/**
 * What a request's key says before its handler runs: nothing (no key), an earlier answer to give again, or a
 * claim the caller completes with its answer (or releases, when it fails: nothing was written, a retry may run).
 */
export async function claimIdempotencyKey(
  c: Context,
  db: Kysely<Database>,
  { endpoint, userId, now }: { endpoint: string; userId: number; now: Date },
): Promise<Claim> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return { kind: 'none' };
  if (!KEY.test(key)) throw badRequest(serverErrors.idempotencyKeyInvalid);
  const bodyHash = bytesToHex(sha256(utf8ToBytes(`${endpoint}\n${c.req.path}\n${await c.req.text()}`)));
  const cutoff = new Date(now.getTime() - KEPT_MS).toISOString();
  // Keys older than a day are forgotten; the caller's own, so the table never grows past a day of anyone's keys.
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('created_at', '<', cutoff)
    .execute();
  const earlier = await db
    .selectFrom('idempotency_keys')
    .select(['endpoint', 'body_hash', 'status', 'answer'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.body_hash !== bodyHash) throw conflict(serverErrors.idempotencyKeyReused);
    // 0: a request with this key is running, or its process stopped before it answered: whether it wrote is not
    // known, so it is never run a second time.
    if (earlier.status === 0) throw conflict(serverErrors.idempotencyKeyInFlight);
    return { kind: 'replay', replay: { status: earlier.status, answer: earlier.answer } };
  }
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      endpoint,
      body_hash: bodyHash,
      status: 0,
      answer: '',
      created_at: now.toISOString(),
    })
    .execute();
  const row = () => db.updateTable('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);
  return {
    kind: 'claimed',
    store: async (status, answer) => {
      await row().set({ status, answer }).execute();
    },
    release: async () => {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
    },
  };
}
