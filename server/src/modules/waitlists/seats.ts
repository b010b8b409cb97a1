import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { freeSeats } from '../attendance/service.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { getLesson } from '../lessons/service.ts';
import type { Target } from './repository.ts';

/**
 * The seats free for a line right now: a lesson's by the one count of seats (its group's capacity less its students
 * not excused, make-up guests and trials of the day); a group's, its capacity less its students. Null: no limit.
 */
export async function seatsOf(
  db: Kysely<Database>,
  schoolId: number,
  target: Target,
): Promise<number | null> {
  if ('lesson_id' in target) {
    const lesson = await getLesson(db, schoolId, target.lesson_id);
    return (await freeSeats(db, schoolId, [lesson])).get(lesson.id) ?? null;
  }
  const group = (await studentGroupsWithMembers(db, schoolId)).find((row) => row.id === target.group_id);
  if (!group || group.capacity === null) return null;
  return Math.max(0, group.capacity - Number(group.members));
}
