import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type AttendanceRecord,
  type attendanceMarkSchema,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { assertCanOnRow } from '../../auth/access.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { getLesson } from '../lessons/service.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as attendance from './repository.ts';

type AttendanceMark = z.output<typeof attendanceMarkSchema>;

const byName = (a: AttendanceRecord, b: AttendanceRecord) =>
  a.student_name.localeCompare(b.student_name, 'ru') || a.student_id - b.student_id;

/** docs/api-schedule.md, "Attendance": sorted as a Russian reader sorts names, then by id. */
export async function listAttendance(
  db: Kysely<Database>,
  schoolId: number,
  lessonId: number,
): Promise<AttendanceRecord[]> {
  const lesson = await getLesson(db, schoolId, lessonId);
  const records = await attendance.listLessonAttendance(db, lesson);
  return records.sort(byName);
}

/**
 * Stores one student's mark. Checked in this order: the lesson is the school's (404), a teacher marks only their
 * own lessons (403), a cancelled lesson takes no marks (409), the student belongs to the lesson (400).
 */
export function markAttendance(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: AttendanceMark,
  now: Date,
): Promise<AttendanceRecord> {
  return inTransaction(db, async (trx) => {
    const lesson = await getLesson(trx, schoolId, input.lesson_id);
    assertCanOnRow(caller, 'attendance:mark', lesson.teacher_id === caller.id);
    if (lesson.is_canceled) throw conflict(serverErrors.lessonCanceled);
    const inLesson = isStorableId(input.student_id)
      ? await attendance.findLessonStudent(trx, lesson, input.student_id)
      : undefined;
    if (!inLesson) throw badRequest(serverErrors.studentNotInLesson);
    await attendance.upsertMark(trx, lesson, {
      student_id: input.student_id,
      is_present: input.is_present,
      marked_by: caller.id,
      marked_at: now.toISOString(),
    });
    const stored = await attendance.findLessonStudent(trx, lesson, input.student_id);
    if (!stored)
      throw new Error(`Attendance of student ${input.student_id} vanished right after it was written`);
    return stored;
  });
}
