import type { Kysely } from 'kysely';
import type { AttendanceMark } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// The marks of a lesson's roll (table attendance): a lesson's own rows, so a change of the lesson re-charges its
// marks and generation keeps a marked lesson. The attendance module (the roll, its marking and its money) writes
// them through these functions and reads them through `marksView`.

/** A stored mark: by a staff member, or announced by the family from the cabinet (`marked_by` null). */
export type Mark = {
  student_id: number;
  mark: AttendanceMark;
  marked_by: number | null;
  marked_at: string;
  announced_at?: string | null;
};

/** One row per (lesson, student): a second mark replaces the first, with who marked it and when. */
export async function upsertMark(
  db: Kysely<Database>,
  lesson: { id: number; school_id: number },
  mark: Mark,
): Promise<void> {
  const values = {
    is_present: toSqlBoolean(mark.mark === 'present'),
    is_excused: toSqlBoolean(mark.mark === 'excused'),
    marked_by: mark.marked_by,
    marked_at: mark.marked_at,
    announced_at: mark.announced_at ?? null,
  };
  await db
    .insertInto('attendance')
    .values({ school_id: lesson.school_id, lesson_id: lesson.id, student_id: mark.student_id, ...values })
    .onConflict((conflict) => conflict.columns(['lesson_id', 'student_id']).doUpdateSet(values))
    .execute();
}

/** Takes a mark back: the student is «не отмечен» again. */
export async function deleteMark(db: Kysely<Database>, lessonId: number, studentId: number): Promise<void> {
  await db
    .deleteFrom('attendance')
    .where('lesson_id', '=', lessonId)
    .where('student_id', '=', studentId)
    .execute();
}

/** The lesson's stored marks, by student id. */
export function marksOf(db: Kysely<Database>, lessonId: number) {
  return db
    .selectFrom('attendance')
    .select(['student_id', 'is_present', 'is_excused'])
    .where('lesson_id', '=', lessonId)
    .orderBy('student_id')
    .execute();
}

/** One student's stored mark of a lesson, if there is one. */
export function markOf(db: Kysely<Database>, lessonId: number, studentId: number) {
  return db
    .selectFrom('attendance')
    .select(['is_present', 'is_excused'])
    .where('lesson_id', '=', lessonId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

/**
 * The marks as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): the roll and
 * its counts (attendance), the students present at a lesson (payroll).
 */
export function marksView(db: Kysely<Database>) {
  return db
    .selectFrom('attendance')
    .select([
      'attendance.id',
      'attendance.school_id',
      'attendance.lesson_id',
      'attendance.student_id',
      'attendance.is_present',
      'attendance.is_excused',
      'attendance.marked_at',
      'attendance.announced_at',
    ]);
}
