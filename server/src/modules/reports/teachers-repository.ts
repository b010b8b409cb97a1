import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { inScope, isHeld, type LessonScope } from './lesson-scope.ts';

// Teacher load (docs/reports.md): lessons and minutes per teacher, then the marks on their held lessons — two
// GROUP BYs, since a join of lessons with their marks would count a lesson once per mark.

export function lessonsByTeacher(db: Kysely<Database>, scope: LessonScope) {
  return inScope(db.selectFrom('lessons'), scope)
    .select((eb) => {
      const held = isHeld(scope)(eb);
      return [
        'lessons.teacher_id',
        eb.fn.sum<number>(eb.case().when(held).then(1).else(0).end()).as('held'),
        eb.fn
          .sum<number>(eb.case().when('lessons.is_canceled', '=', toSqlBoolean(true)).then(1).else(0).end())
          .as('canceled'),
        eb.fn
          .sum<number>(eb.case().when(held).then(eb.ref('lessons.duration_minutes')).else(0).end())
          .as('minutes'),
      ];
    })
    .groupBy('lessons.teacher_id')
    .execute();
}

/** «Был» marks on held lessons in scope and the different students they are of. */
function presentOf(db: Kysely<Database>, scope: LessonScope) {
  return inScope(db.selectFrom('lessons'), scope)
    .innerJoin('attendance', 'attendance.lesson_id', 'lessons.id')
    .where(isHeld(scope))
    .where('attendance.is_present', '=', toSqlBoolean(true))
    .select((eb) => [
      eb.fn.countAll<number>().as('present'),
      eb.fn.count<number>('attendance.student_id').distinct().as('students'),
    ]);
}

export function presentByTeacher(db: Kysely<Database>, scope: LessonScope) {
  return presentOf(db, scope).select('lessons.teacher_id').groupBy('lessons.teacher_id').execute();
}

/** The same over all the teachers: a student who came to two of them is one student here. */
export function presentInAll(db: Kysely<Database>, scope: LessonScope) {
  return presentOf(db, scope).executeTakeFirstOrThrow();
}
