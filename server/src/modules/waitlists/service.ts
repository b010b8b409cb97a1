import type { Kysely } from 'kysely';
import type { SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { sweepWaitlists } from './offers.ts';
import type { FreedSeats } from './repository.ts';

// Waitlists (docs/makeups.md, «Лист ожидания»): what the host's sweep and the writes that free seats ask of them.

/** The answer to an offer, the front desk's and the family's in the cabinet alike. */
export { acceptOffer, declineOffer, openOffers } from './lines.ts';
export { sweepWaitlists } from './offers.ts';
export { type FreedSeats, schoolsWithLines } from './repository.ts';

/**
 * Seats a write just freed — a student left a group, said they will not come, a group grew — go to the first in
 * line of each line concerned at once, in the write's own transaction (the school's writer): answers how many
 * places changed.
 */
export async function offerFreedSeats(
  trx: Kysely<Database>,
  schoolId: number,
  freed: readonly FreedSeats[],
  time: SchoolTime,
  context: { publicUrl: string },
): Promise<number> {
  let changed = 0;
  for (const seats of freed) changed += await sweepWaitlists(trx, schoolId, time, context, seats);
  return changed;
}
