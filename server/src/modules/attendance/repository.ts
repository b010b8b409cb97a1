import type { Kysely } from 'kysely';
import type { AttendanceRecord } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';

/** What a mark is about: the lesson and its group, within the school. */
export type LessonScope = { id: number; group_id: number; school_id: number };

export type Mark = { student_id: number; is_present: boolean; marked_by: number; marked_at: string };

/**
 * The students a lesson's attendance covers: everyone now in its group plus everyone already marked for it
 * (a student who left the group keeps the mark), each with their mark if there is one.
 */
function selectLessonStudents(db: Kysely<Database>, lesson: LessonScope) {
  return db
    .selectFrom('students')
    .leftJoin('attendance', (join) =>
      join.onRef('attendance.student_id', '=', 'students.id').on('attendance.lesson_id', '=', lesson.id),
    )
    .select([
      'students.id as student_id',
      'students.name as student_name',
      'attendance.is_present',
      'attendance.marked_at',
    ])
    .where('students.school_id', '=', lesson.school_id)
    .where((eb) =>
      eb.or([
        eb('attendance.id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('student_groups')
            .select('student_groups.student_id')
            .whereRef('student_groups.student_id', '=', 'students.id')
            .where('student_groups.group_id', '=', lesson.group_id),
        ),
      ]),
    );
}

type LessonStudentRow = {
  student_id: number;
  student_name: string;
  is_present: boolean | number | null;
  marked_at: string | null;
};

/** Present until someone marks otherwise; `marked_at` stays null while it is that default. */
const toRecord = (lessonId: number, row: LessonStudentRow): AttendanceRecord => ({
  lesson_id: lessonId,
  student_id: row.student_id,
  student_name: row.student_name,
  is_present: row.is_present === null ? true : toBoolean(row.is_present),
  marked_at: row.marked_at,
});

export async function listLessonAttendance(
  db: Kysely<Database>,
  lesson: LessonScope,
): Promise<AttendanceRecord[]> {
  const rows = await selectLessonStudents(db, lesson).execute();
  return rows.map((row) => toRecord(lesson.id, row));
}

/** The student's record when they belong to the lesson (in its group or already marked), else undefined. */
export async function findLessonStudent(
  db: Kysely<Database>,
  lesson: LessonScope,
  studentId: number,
): Promise<AttendanceRecord | undefined> {
  const row = await selectLessonStudents(db, lesson).where('students.id', '=', studentId).executeTakeFirst();
  return row && toRecord(lesson.id, row);
}

/** One row per (lesson, student): a second mark replaces the first, with who marked it and when. */
export async function upsertMark(db: Kysely<Database>, lesson: LessonScope, mark: Mark): Promise<void> {
  const values = {
    is_present: toSqlBoolean(mark.is_present),
    marked_by: mark.marked_by,
    marked_at: mark.marked_at,
  };
  await db
    .insertInto('attendance')
    .values({ school_id: lesson.school_id, lesson_id: lesson.id, student_id: mark.student_id, ...values })
    .onConflict((conflict) => conflict.columns(['lesson_id', 'student_id']).doUpdateSet(values))
    .execute();
}
