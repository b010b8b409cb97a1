import type { Kysely } from 'kysely';
import {
  JOIN_POSTS_PER_ADDRESS_MINUTE,
  JOIN_POSTS_PER_PHONE_HOUR,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { secondsUntilRoom } from '../../auth/sliding-window.ts';
import type { Database } from '../../db/schema.ts';
import { tooManyAs } from '../shared/domain-errors.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

type Post = { schoolId: number; ip: string; phone: string };

/** The newest posts of one address or one phone to the school, at most `limit`, since `since`. */
function recent(db: Kysely<Database>, post: Post, by: 'ip' | 'phone', since: Date, limit: number) {
  return db
    .selectFrom('join_attempts')
    .select('attempted_at')
    .where('school_id', '=', post.schoolId)
    .where(by, '=', post[by])
    .where('attempted_at', '>', since.toISOString())
    .orderBy('attempted_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Counts a post of the school's form, or refuses it with the wait: 20 a minute from one address, 5 an hour with one
 * phone. Every post counts, taken or refused for another reason, so a program learns nothing by trying; a post the
 * limit refuses is not counted, so waiting the minute out always helps. Runs in the school's one writer, so two
 * posts at once are counted one after the other.
 */
export async function countPost(db: Kysely<Database>, post: Post, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await db
    .deleteFrom('join_attempts')
    .where('school_id', '=', post.schoolId)
    .where('attempted_at', '<=', hourAgo.toISOString())
    .execute();
  const limits = [
    ['ip', JOIN_POSTS_PER_ADDRESS_MINUTE, MINUTE_MS, serverErrors.joinTooManyFromAddress],
    ['phone', JOIN_POSTS_PER_PHONE_HOUR, HOUR_MS, serverErrors.joinTooManyForPhone],
  ] as const;
  for (const [by, limit, windowMs, message] of limits) {
    const rows = await recent(db, post, by, new Date(now.getTime() - windowMs), limit);
    const wait = secondsUntilRoom(
      rows.map((row) => row.attempted_at),
      limit,
      windowMs,
      now,
    );
    if (wait !== null) throw tooManyAs(message, wait);
  }
  await db
    .insertInto('join_attempts')
    .values({ school_id: post.schoolId, ip: post.ip, phone: post.phone, attempted_at: now.toISOString() })
    .execute();
}
