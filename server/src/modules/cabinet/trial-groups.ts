import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { heldLessonsOfDays } from '../lessons/service.ts';

export type TrialGroup = {
  id: number;
  name: string;
  free_seats: number | null;
  lessons: { date: string; start_time: string; style_name: string | null }[];
};

/**
 * The school's student groups with lessons in the days given and a free seat: a seat is the group's capacity less
 * its students (a group without a capacity is never full). What a family may sign up for a trial.
 */
export async function trialGroups(
  db: Kysely<Database>,
  schoolId: number,
  days: { from: string; to: string },
): Promise<TrialGroup[]> {
  const [groups, lessons] = await Promise.all([
    studentGroupsWithMembers(db, schoolId),
    heldLessonsOfDays(db, schoolId, days),
  ]);
  return groups.flatMap((group) => {
    const free = group.capacity === null ? null : Math.max(0, group.capacity - Number(group.members));
    const own = lessons
      .filter((lesson) => lesson.group_id === group.id)
      .map((lesson) => ({
        date: lesson.lesson_date,
        start_time: lesson.start_time,
        style_name: lesson.style_name,
      }));
    return free === 0 || own.length === 0
      ? []
      : [{ id: group.id, name: group.name, free_seats: free, lessons: own }];
  });
}
