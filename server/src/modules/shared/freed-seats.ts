import type { Kysely } from 'kysely';
import type { SchoolTime } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Where seats freed: a group's (its own line and the lines of its lessons — a member leaving or a larger capacity
 * frees a seat on each of them) or one lesson's (a member said they will not come, a make-up booking was cancelled).
 */
export type FreedSeats = { group_id: number } | { lesson_id: number };

/**
 * A write that may free seats (docs/makeups.md, «Лист ожидания»): `work` answers and says where seats freed, and the
 * first in those lines are offered them in the same transaction — after the write returns, the offer is there. The
 * offers' messages go out at once.
 */
export async function freeingSeats<T>(
  deps: Pick<ApiDeps, 'db' | 'waitlists' | 'kickOutbox'>,
  where: { schoolId: number; time: SchoolTime },
  work: (trx: Kysely<Database>) => Promise<{ answer: T; freed: readonly FreedSeats[] }>,
): Promise<T> {
  let offered = 0;
  const answer = await inTransaction(deps.db, async (trx) => {
    const done = await work(trx);
    if (done.freed.length > 0)
      offered = await deps.waitlists.seatsFreed(trx, where.schoolId, done.freed, where.time);
    return done.answer;
  });
  if (offered > 0) deps.kickOutbox();
  return answer;
}
