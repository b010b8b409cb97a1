import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

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
    db
      .selectFrom('groups')
      .leftJoin('student_groups', 'student_groups.group_id', 'groups.id')
      .select((eb) => [
        'groups.id',
        'groups.name',
        'groups.capacity',
        eb.fn.count<number>('student_groups.student_id').as('members'),
      ])
      .where('groups.school_id', '=', schoolId)
      .where('groups.entity_type', '=', 'student')
      .groupBy(['groups.id', 'groups.name', 'groups.capacity'])
      .orderBy('groups.name')
      .execute(),
    db
      .selectFrom('lessons')
      .leftJoin('styles', 'styles.id', 'lessons.direction_id')
      .select(['lessons.group_id', 'lessons.lesson_date', 'lessons.start_time', 'styles.name as style_name'])
      .where('lessons.school_id', '=', schoolId)
      .where('lessons.is_canceled', '=', toSqlBoolean(false))
      .where('lessons.lesson_date', '>=', days.from)
      .where('lessons.lesson_date', '<=', days.to)
      .orderBy('lessons.lesson_date')
      .orderBy('lessons.start_time')
      .execute(),
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
