import { type AttendanceRecord, serverErrors } from '@/contract';
import { ApiError, apiErrors } from '../http/api-error';
import { mockNow } from './clock';
import { findRow, insertRow } from './table';
import type { AttendanceRow, LessonRow, MockTables, StudentRow, UserRow } from './tables';

function recordOf(lesson: LessonRow, student: StudentRow, mark: AttendanceRow | undefined): AttendanceRecord {
  return {
    lesson_id: lesson.id,
    student_id: student.id,
    student_name: student.name,
    // Present until someone marks otherwise.
    is_present: mark?.is_present ?? true,
    marked_at: mark?.marked_at ?? null,
  };
}

function isInGroup(db: MockTables, groupId: number, studentId: number): boolean {
  return db.student_groups.rows.some((row) => row.group_id === groupId && row.member_id === studentId);
}

/**
 * Everyone now in the lesson's group plus everyone already marked (a student who left the group keeps the mark),
 * by name as a Russian reader sorts it, then by id.
 */
export function attendanceOf(db: MockTables, lesson: LessonRow): AttendanceRecord[] {
  const marks = db.attendance.rows.filter((mark) => mark.lesson_id === lesson.id);
  const members = db.student_groups.rows.filter((row) => row.group_id === lesson.group_id);
  const ids = new Set([...members.map((row) => row.member_id), ...marks.map((mark) => mark.student_id)]);
  const records: AttendanceRecord[] = [];
  for (const id of ids) {
    const student = findRow(db.students, id);
    if (student?.school_id !== lesson.school_id) continue;
    records.push(
      recordOf(
        lesson,
        student,
        marks.find((mark) => mark.student_id === id),
      ),
    );
  }
  return records.sort(
    (a, b) => a.student_name.localeCompare(b.student_name, 'ru') || a.student_id - b.student_id,
  );
}

export type AttendanceMark = { student_id: number; is_present: boolean };

/** Stores one mark per (lesson, student), replacing an earlier one, with who marked it and when. */
export function markAttendance(
  db: MockTables,
  caller: UserRow,
  lesson: LessonRow,
  { student_id, is_present }: AttendanceMark,
): AttendanceRecord {
  if (caller.role === 'teacher' && lesson.teacher_id !== caller.id) {
    throw new ApiError(403, serverErrors.notOwnLesson);
  }
  if (lesson.is_canceled) throw apiErrors.conflict(serverErrors.lessonCanceled);
  const student = findRow(db.students, student_id);
  const mark = db.attendance.rows.find((row) => row.lesson_id === lesson.id && row.student_id === student_id);
  if (student?.school_id !== lesson.school_id || (!mark && !isInGroup(db, lesson.group_id, student_id))) {
    throw apiErrors.badRequest(serverErrors.studentNotInLesson);
  }
  const values = { is_present, marked_by: caller.id, marked_at: mockNow().toISOString() };
  const stored = mark
    ? Object.assign(mark, values)
    : insertRow(db.attendance, {
        school_id: lesson.school_id,
        lesson_id: lesson.id,
        student_id,
        subscription_id: null,
        ...values,
      });
  return recordOf(lesson, student, stored);
}
