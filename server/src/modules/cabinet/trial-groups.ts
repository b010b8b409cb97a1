import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { freeSeats } from '../attendance/service.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { heldLessonsOfDays } from '../lessons/service.ts';

type TrialLesson = { date: string; start_time: string; style_name: string | null; free_seats: number | null };

export type TrialGroup = {
  id: number;
  name: string;
  /** The most seats any of its lessons has left; null: the group sets no limit. */
  free_seats: number | null;
  lessons: TrialLesson[];
};

/**
 * The school's student groups with lessons in the days given, each lesson with its free seats (`freeSeats`: the
 * group's capacity less its students, make-up guests and trials; a group without a capacity is never full).
 */
export async function trialGroups(
  db: Kysely<Database>,
  schoolId: number,
  days: { from: string; to: string },
  now: Date,
): Promise<TrialGroup[]> {
  const [groups, lessons] = await Promise.all([
    studentGroupsWithMembers(db, schoolId),
    heldLessonsOfDays(db, schoolId, days),
  ]);
  const seats = await freeSeats(db, schoolId, lessons, { now });
  return groups.flatMap((group) => {
    const own = lessons
      .filter((lesson) => lesson.group_id === group.id)
      .map((lesson) => ({
        date: lesson.lesson_date,
        start_time: lesson.start_time,
        style_name: lesson.style_name,
        free_seats: seats.get(lesson.id) ?? null,
      }));
    if (own.length === 0) return [];
    const limited = group.capacity !== null;
    const most = Math.max(...own.map((lesson) => lesson.free_seats ?? 0));
    return [{ id: group.id, name: group.name, free_seats: limited ? most : null, lessons: own }];
  });
}

/** What a family may sign up for: the groups with a free seat, each with its lessons that have one. */
export function offeredTrialGroups(groups: TrialGroup[]) {
  return groups.flatMap((group) => {
    const open = group.lessons.filter((lesson) => lesson.free_seats !== 0);
    return open.length === 0
      ? []
      : [
          {
            id: group.id,
            name: group.name,
            free_seats: group.free_seats,
            lessons: open.map(({ date, start_time, style_name }) => ({ date, start_time, style_name })),
          },
        ];
  });
}
