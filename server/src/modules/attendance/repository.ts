import type { Expression, ExpressionBuilder, InferResult, Kysely, SqlBool } from 'kysely';
import type { AttendanceMark } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { studentGroupsView } from '../groups/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { openBookingsView } from '../makeups/service.ts';
import { storedMark } from '../shared/stored-mark.ts';
import { studentsView } from '../students/service.ts';

// The roll as the attendance module reads it: lessons and their marks (the lessons module's), the groups' students
// (the groups' and the students' modules'), each joined through its owner's view (docs/architecture.md). The marks
// are written through the lessons module (`upsertMark`, `deleteMark`).

/** What a mark is about: the lesson and its group, within the school. */
export type LessonScope = { id: number; group_id: number; school_id: number };

/** One student of a lesson's roll and their stored mark, if any. */
export type RollRow = {
  student_id: number;
  student_name: string;
  mark: AttendanceMark | null;
  marked_at: string | null;
  /** The family said «не придём» from the cabinet (docs/cabinet.md). */
  announced_at: string | null;
  /** The make-up the student is a guest of this lesson for (docs/makeups.md); null for the group's own. */
  makeup_id: number | null;
  /** That make-up's pass: the guest's visit is charged to it first. */
  makeup_pass: number | null;
};

/** The lessons as the roll joins them (the lessons module's view). */
type LessonsJoined = { lessons: InferResult<ReturnType<typeof lessonsView>>[number] };

/** Picks lessons by their own columns: one lesson, or a school's days. */
export type LessonPick = (lessons: ExpressionBuilder<LessonsJoined, 'lessons'>) => Expression<SqlBool>;

/**
 * Who is on a lesson's roll — the one rule the roll, its marks and the unmarked-lessons count all read: everyone
 * now in the lesson's group, its make-up guests (docs/makeups.md), plus everyone already marked for it (a student
 * who left the group keeps the mark), students of the lesson's own school only. One `(lesson_id, student_id)` row each, for every lesson picked, so a
 * count over many lessons is one query.
 */
export function rollOf(db: Kysely<Database>, pick: LessonPick) {
  const members = db
    .selectFrom(lessonsView(db).as('lessons'))
    .innerJoin(studentGroupsView(db).as('student_groups'), 'student_groups.group_id', 'lessons.group_id')
    .innerJoin(studentsView(db).as('students'), 'students.id', 'student_groups.student_id')
    .whereRef('students.school_id', '=', 'lessons.school_id')
    .where(pick)
    .select(['lessons.id as lesson_id', 'students.id as student_id']);
  const marked = db
    .selectFrom(lessonsView(db).as('lessons'))
    .innerJoin(marksView(db).as('attendance'), 'attendance.lesson_id', 'lessons.id')
    .innerJoin(studentsView(db).as('students'), 'students.id', 'attendance.student_id')
    .whereRef('students.school_id', '=', 'lessons.school_id')
    .where(pick)
    .select(['lessons.id as lesson_id', 'students.id as student_id']);
  const guests = db
    .selectFrom(lessonsView(db).as('lessons'))
    .innerJoin(openBookingsView(db).as('bookings'), 'bookings.lesson_id', 'lessons.id')
    .innerJoin(studentsView(db).as('students'), 'students.id', 'bookings.student_id')
    .whereRef('bookings.school_id', '=', 'lessons.school_id')
    .where(pick)
    .select(['lessons.id as lesson_id', 'bookings.student_id as student_id']);
  // `union` (not `union all`): a marked student still in the group is on the roll once.
  return members.union(marked).union(guests);
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
    .selectFrom(studentGroupsView(db).as('student_groups'))
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.group_id', 'student_groups.group_id')
    .where('student_groups.student_id', 'in', studentIds)
    .where('lessons.school_id', '=', schoolId)
    .where(pick)
    .select(['lessons.id as lesson_id', 'student_groups.student_id as student_id']);
  const marked = db
    .selectFrom(marksView(db).as('attendance'))
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.id', 'attendance.lesson_id')
    .where('attendance.student_id', 'in', studentIds)
    .where('lessons.school_id', '=', schoolId)
    .where(pick)
    .select(['lessons.id as lesson_id', 'attendance.student_id as student_id']);
  const guests = db
    .selectFrom(openBookingsView(db).as('bookings'))
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.id', 'bookings.lesson_id')
    .where('bookings.student_id', 'in', studentIds)
    .where('lessons.school_id', '=', schoolId)
    .where(pick)
    .select(['lessons.id as lesson_id', 'bookings.student_id as student_id']);
  return members.union(marked).union(guests);
}

/** The students a lesson's attendance covers (`rollOf`), each with their mark if there is one. */
export function selectLessonStudents(db: Kysely<Database>, lesson: Pick<LessonScope, 'id'>) {
  return db
    .selectFrom(rollOf(db, (lessons) => lessons('lessons.id', '=', lesson.id)).as('roll'))
    .innerJoin(studentsView(db).as('students'), 'students.id', 'roll.student_id')
    .leftJoin(marksView(db).as('attendance'), (join) =>
      join.onRef('attendance.student_id', '=', 'students.id').on('attendance.lesson_id', '=', lesson.id),
    )
    .leftJoin(openBookingsView(db).as('bookings'), (join) =>
      join.onRef('bookings.student_id', '=', 'students.id').on('bookings.lesson_id', '=', lesson.id),
    )
    .select([
      'students.id as student_id',
      'students.name as student_name',
      'attendance.is_present',
      'attendance.is_excused',
      'attendance.marked_at',
      'attendance.announced_at',
      'bookings.makeup_id',
      'bookings.subscription_id as makeup_pass',
    ]);
}

type StoredRow = {
  student_id: number;
  student_name: string;
  is_present: boolean | number | null;
  is_excused: boolean | number | null;
  marked_at: string | null;
  announced_at: string | null;
  makeup_id: number | null;
  makeup_pass: number | null;
};

export const toRollRow = (row: StoredRow): RollRow => ({
  student_id: row.student_id,
  student_name: row.student_name,
  mark: storedMark(row),
  marked_at: row.marked_at,
  announced_at: row.announced_at,
  makeup_id: row.makeup_id,
  makeup_pass: row.makeup_pass,
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
