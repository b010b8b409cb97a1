import type { Kysely } from 'kysely';
import type { UnmarkedLesson } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { staffProfilesView } from '../users/service.ts';
import { type LessonPick, rollOf } from './repository.ts';

/** Which lessons may carry the flag: the school's held, undismissed ones of these days (a teacher: their own). */
export type UnmarkedScope = { schoolId: number; from: string; to: string; teacherId: number | null };

/**
 * The school's lessons of the days whose roll (`rollOf`) has someone without a mark, with how many of how many,
 * newest first. Counted by SQL in one query whatever the number of lessons: a roll row without an attendance row
 * is unmarked.
 */
export async function listUnmarked(db: Kysely<Database>, scope: UnmarkedScope): Promise<UnmarkedLesson[]> {
  const pick: LessonPick = (lessons) =>
    lessons.and([
      lessons('lessons.school_id', '=', scope.schoolId),
      lessons('lessons.lesson_date', '>=', scope.from),
      lessons('lessons.lesson_date', '<=', scope.to),
      lessons('lessons.is_canceled', '=', toSqlBoolean(false)),
      lessons('lessons.unmarked_dismissed_at', 'is', null),
      ...(scope.teacherId === null ? [] : [lessons('lessons.teacher_id', '=', scope.teacherId)]),
    ]);
  const counts = db
    .selectFrom(rollOf(db, pick).as('roll'))
    .leftJoin(marksView(db).as('attendance'), (join) =>
      join
        .onRef('attendance.lesson_id', '=', 'roll.lesson_id')
        .onRef('attendance.student_id', '=', 'roll.student_id'),
    )
    .select((eb) => [
      'roll.lesson_id',
      eb.fn.countAll<number>().as('students'),
      eb.fn.count<number>('attendance.id').as('marked'),
    ])
    .groupBy('roll.lesson_id')
    .having((eb) => eb(eb.fn.countAll(), '>', eb.fn.count('attendance.id')));
  const rows = await db
    .selectFrom(counts.as('counts'))
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.id', 'counts.lesson_id')
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'lessons.teacher_id')
    .select([
      'lessons.id as lesson_id',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.duration_minutes',
      'lessons.group_id',
      'groups.name as group_name',
      'lessons.teacher_id',
      'user_profiles.full_name as teacher_name',
      'counts.students',
      'counts.marked',
    ])
    .orderBy('lessons.lesson_date', 'desc')
    .orderBy('lessons.start_time', 'desc')
    .orderBy('lessons.id', 'desc')
    .execute();
  return rows.map(({ marked, ...row }) => ({ ...row, unmarked: row.students - marked }));
}
