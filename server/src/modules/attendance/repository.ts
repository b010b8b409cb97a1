import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { AttendanceMark } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { storedMark } from '../shared/stored-mark.ts';

/** What a mark is about: the lesson and its group, within the school. */
export type LessonScope = { id: number; group_id: number; school_id: number };

/** A stored mark: by a staff member, or announced by the family from the cabinet (`marked_by` null). */
export type Mark = {
  student_id: number;
  mark: AttendanceMark;
  marked_by: number | null;
  marked_at: string;
  announced_at?: string | null;
};

/** One student of a lesson's roll and their stored mark, if any. */
export type RollRow = {
  student_id: number;
  student_name: string;
  mark: AttendanceMark | null;
  marked_at: string | null;
  /** The family said «не придём» from the cabinet (docs/cabinet.md). */
  announced_at: string | null;
};

/** Picks lessons by their own columns: one lesson, or a school's days. */
export type LessonPick = (lessons: ExpressionBuilder<Database, 'lessons'>) => Expression<SqlBool>;

/**
 * Who is on a lesson's roll — the one rule the roll, its marks and the unmarked-lessons count all read: everyone
 * now in the lesson's group plus everyone already marked for it (a student who left the group keeps the mark),
 * students of the lesson's own school only. One `(lesson_id, student_id)` row each, for every lesson picked, so a
 * count over many lessons is one query.
 */
export function rollOf(db: Kysely<Database>, pick: LessonPick) {
  const members = db
    .selectFrom('lessons')
    .innerJoin('student_groups', 'student_groups.group_id', 'lessons.group_id')
    .innerJoin('students', 'students.id', 'student_groups.student_id')
    .whereRef('students.school_id', '=', 'lessons.school_id')
    .where(pick)
    .select(['lessons.id as lesson_id', 'students.id as student_id']);
  const marked = db
    .selectFrom('lessons')
    .innerJoin('attendance', 'attendance.lesson_id', 'lessons.id')
    .innerJoin('students', 'students.id', 'attendance.student_id')
    .whereRef('students.school_id', '=', 'lessons.school_id')
    .where(pick)
    .select(['lessons.id as lesson_id', 'students.id as student_id']);
  // `union` (not `union all`): a marked student still in the group is on the roll once.
  return members.union(marked);
}

/**
 * `rollOf` seen from the students' side: every (lesson, student) of the given students' rolls among the school's
 * lessons picked — lessons of their groups, and lessons where they were marked. The same rule, started from a few
 * students instead of every lesson, so a family's timetable does not walk the school's rolls.
 */
export function rollOfStudents(
  db: Kysely<Database>,
  schoolId: number,
  studentIds: number[],
  pick: LessonPick,
) {
  const members = db
    .selectFrom('student_groups')
    .innerJoin('lessons', 'lessons.group_id', 'student_groups.group_id')
    .where('student_groups.student_id', 'in', studentIds)
    .where('lessons.school_id', '=', schoolId)
    .where(pick)
    .select(['lessons.id as lesson_id', 'student_groups.student_id as student_id']);
  const marked = db
    .selectFrom('attendance')
    .innerJoin('lessons', 'lessons.id', 'attendance.lesson_id')
    .where('attendance.student_id', 'in', studentIds)
    .where('lessons.school_id', '=', schoolId)
    .where(pick)
    .select(['lessons.id as lesson_id', 'attendance.student_id as student_id']);
  return members.union(marked);
}

/** The students a lesson's attendance covers (`rollOf`), each with their mark if there is one. */
function selectLessonStudents(db: Kysely<Database>, lesson: LessonScope) {
  return db
    .selectFrom(rollOf(db, (lessons) => lessons('lessons.id', '=', lesson.id)).as('roll'))
    .innerJoin('students', 'students.id', 'roll.student_id')
    .leftJoin('attendance', (join) =>
      join.onRef('attendance.student_id', '=', 'students.id').on('attendance.lesson_id', '=', lesson.id),
    )
    .select([
      'students.id as student_id',
      'students.name as student_name',
      'attendance.is_present',
      'attendance.is_excused',
      'attendance.marked_at',
      'attendance.announced_at',
    ]);
}

type StoredRow = {
  student_id: number;
  student_name: string;
  is_present: boolean | number | null;
  is_excused: boolean | number | null;
  marked_at: string | null;
  announced_at: string | null;
};

const toRollRow = (row: StoredRow): RollRow => ({
  student_id: row.student_id,
  student_name: row.student_name,
  mark: storedMark(row),
  marked_at: row.marked_at,
  announced_at: row.announced_at,
});

export async function listLessonStudents(db: Kysely<Database>, lesson: LessonScope): Promise<RollRow[]> {
  const rows = await selectLessonStudents(db, lesson).execute();
  return rows.map(toRollRow);
}

/** The student's row when they belong to the lesson (in its group or already marked), else undefined. */
export async function findLessonStudent(
  db: Kysely<Database>,
  lesson: LessonScope,
  studentId: number,
): Promise<RollRow | undefined> {
  const row = await selectLessonStudents(db, lesson).where('students.id', '=', studentId).executeTakeFirst();
  return row && toRollRow(row);
}

/** One row per (lesson, student): a second mark replaces the first, with who marked it and when. */
export async function upsertMark(db: Kysely<Database>, lesson: LessonScope, mark: Mark): Promise<void> {
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
