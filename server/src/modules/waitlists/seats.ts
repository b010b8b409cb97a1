import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { freeSeats, type SeatCount } from '../attendance/service.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { getLesson } from '../lessons/service.ts';
import { heldGroupSeats, type Target } from './repository.ts';

/**
 * The seats free for a line right now and held by no open offer: a lesson's by the one count of seats (its group's
 * capacity less its students not excused, make-up guests, trials of the day and offers' holds); a group's, its
 * capacity less its students and the offers of its line still open. Null: no limit. `count.exceptOffers` hold
 * nothing: an offer being accepted may take its own seat, and those after it in line come after it.
 */
export async function seatsOf(
  db: Kysely<Database>,
  schoolId: number,
  target: Target,
  count: SeatCount & { now: Date },
): Promise<number | null> {
  if ('lesson_id' in target) {
    const lesson = await getLesson(db, schoolId, target.lesson_id);
    return (await freeSeats(db, schoolId, [lesson], count)).get(lesson.id) ?? null;
  }
  const group = (await studentGroupsWithMembers(db, schoolId)).find((row) => row.id === target.group_id);
  if (!group || group.capacity === null) return null;
  const held = await heldGroupSeats(db, target.group_id, count);
  return Math.max(0, group.capacity - Number(group.members) - held);
}
