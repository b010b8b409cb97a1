import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type AttendanceRecord,
  type attendanceMarkSchema,
  can,
  type LessonDetail,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { assertCanOnRow } from '../../auth/access.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import * as ledger from '../ledger/service.ts';
import { deleteMark, getLesson, settleMakeup, upsertMark } from '../lessons/service.ts';
import * as schools from '../schools/service.ts';
import { conflictAs, invalid, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import { remainingOf } from '../subscriptions/service.ts';
import { markContext } from './mark-context.ts';
import * as attendance from './repository.ts';

type AttendanceMarkInput = z.output<typeof attendanceMarkSchema>;

const byName = (a: attendance.RollRow, b: attendance.RollRow) =>
  a.student_name.localeCompare(b.student_name, 'ru') || a.student_id - b.student_id;

/** What the roll's warnings read of the school's settings. */
type RollSettings = { debt_visit_limit: number; bill_absence_without_pass: boolean };

/**
 * One student's row of the roll with their money state next to the mark (docs/money.md, "Lesson roll"). The front
 * desk sees the subscription, its remaining visits and end, the balance and debt visits; a teacher, who may not see
 * money, only whether the visit is covered.
 */
function toRecord(
  caller: User,
  lesson: LessonDetail,
  row: attendance.RollRow,
  covered: charges.Coverage | undefined,
  owing: ledger.Owing | undefined,
  settings: RollSettings,
): AttendanceRecord {
  const seesMoney = can(caller.role, 'balances:read');
  const subscription = covered?.subscription ?? null;
  const debtVisits = owing?.debt_visits ?? 0;
  return {
    lesson_id: lesson.id,
    student_id: row.student_id,
    student_name: row.student_name,
    is_present: row.mark === null || row.mark === 'present',
    mark: row.mark,
    marked_at: row.marked_at,
    announced: row.announced_at !== null,
    covered: covered?.covered ?? false,
    frozen: covered?.frozen ?? false,
    sub_name: seesMoney && subscription ? subscription.row.sub_name : null,
    remaining_visits: seesMoney && subscription ? remainingOf(subscription) : null,
    expires_at: seesMoney && subscription ? subscription.row.expires_at : null,
    balance: seesMoney ? (owing?.balance ?? 0) : null,
    debt_visits: seesMoney ? debtVisits : null,
    debt_limit_reached: !(covered?.covered ?? false) && debtVisits >= settings.debt_visit_limit,
    absence_debt: !(covered?.covered ?? false) && settings.bill_absence_without_pass,
    makeup_id: row.makeup_id,
  };
}

/** The whole roll, each row as `toRecord` makes it. */
async function toRecords(
  db: Kysely<Database>,
  caller: User,
  lesson: LessonDetail,
  rows: attendance.RollRow[],
): Promise<AttendanceRecord[]> {
  const ids = rows.map((row) => row.student_id);
  const [coverage, owing, settings] = await Promise.all([
    charges.coverageOf(db, lesson, ids),
    ledger.owingOfStudents(db, lesson.school_id, ids),
    schools.financeSettings(db, lesson.school_id),
  ]);
  return rows
    .sort(byName)
    .map((row) =>
      toRecord(caller, lesson, row, coverage.get(row.student_id), owing.get(row.student_id), settings),
    );
}

/** docs/api-schedule.md, "Attendance": sorted as a Russian reader sorts names, then by id. */
export async function listAttendance(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  lessonId: number,
): Promise<AttendanceRecord[]> {
  const lesson = await getLesson(db, schoolId, lessonId);
  return toRecords(db, caller, lesson, await attendance.listLessonStudents(db, lesson));
}

/** The lesson a caller may mark: the school's (404), their own if a teacher (403), not cancelled (409). */
async function markableLesson(trx: Kysely<Database>, caller: User, schoolId: number, lessonId: number) {
  const lesson = await getLesson(trx, schoolId, lessonId);
  assertCanOnRow(caller, 'attendance:mark', lesson.teacher_id === caller.id);
  if (lesson.is_canceled) throw conflictAs(serverErrors.lessonCanceled);
  return lesson;
}

/**
 * Stores (or with `mark: null` removes) one student's mark and brings the ledger in line with it. Checked in
 * this order: the lesson is the school's (404), a teacher marks only their own lessons (403), a cancelled lesson
 * takes no marks (409), the student belongs to the lesson (400). Everything it decides by is read once (one query
 * for the lesson, its terms and the student's row; `charges.markState` for the money), and the answer is that state
 * after the write — nothing is read back (docs/money.md, «Одна отметка — один запрос»).
 */
export function markAttendance(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: AttendanceMarkInput,
  time: SchoolTime,
): Promise<AttendanceRecord> {
  return inTransaction(db, async (trx) => {
    // An id no row can have (out of range) finds no student: the lesson's own checks still come first.
    const studentId = isStorableId(input.student_id) ? input.student_id : 0;
    const found = isStorableId(input.lesson_id)
      ? await markContext(trx, schoolId, input.lesson_id, studentId)
      : undefined;
    if (!found) throw notFound();
    const { lesson, row, terms } = found;
    assertCanOnRow(caller, 'attendance:mark', lesson.teacher_id === caller.id);
    if (lesson.is_canceled) throw conflictAs(serverErrors.lessonCanceled);
    if (!row) throw invalid(serverErrors.studentNotInLesson);
    // A guest who will not come has the booking cancelled, freeing the make-up; an excused mark would earn nothing.
    if (row.makeup_id !== null && input.mark === 'excused') throw conflictAs(serverErrors.makeupGuestExcused);
    const markedAt = time.now.toISOString();
    if (input.mark === null) await deleteMark(trx, lesson.id, input.student_id);
    else
      await upsertMark(trx, lesson, {
        student_id: input.student_id,
        mark: input.mark,
        marked_by: caller.id,
        marked_at: markedAt,
      });
    const before = await charges.markState(trx, lesson, input.student_id, {
      terms,
      makeupPass: row.makeup_pass,
    });
    const after = await charges.chargeMark(
      trx,
      lesson,
      input.student_id,
      input.mark,
      { caller, time },
      before,
    );
    // Only an excused absence earns a make-up, so only a mark to or from «excused» can change one.
    if (row.mark === 'excused' || input.mark === 'excused')
      await settleMakeup(trx, lesson, input.student_id, time);
    const marked: attendance.RollRow = {
      ...row,
      mark: input.mark,
      marked_at: input.mark === null ? null : markedAt,
      announced_at: null,
    };
    return toRecord(
      caller,
      lesson,
      marked,
      charges.coverageAfterMark(after, lesson),
      ledger.owingOfLines(after.lines),
      { debt_visit_limit: terms.debtVisitLimit, bill_absence_without_pass: terms.billAbsence },
    );
  });
}

/** «Все присутствовали»: everyone on the roll not yet marked becomes present (and is charged); marks stay. */
export function markAllPresent(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  lessonId: number,
  time: SchoolTime,
): Promise<AttendanceRecord[]> {
  return inTransaction(db, async (trx) => {
    const lesson = await markableLesson(trx, caller, schoolId, lessonId);
    const roll = await attendance.listLessonStudents(trx, lesson);
    const unmarked = roll.filter((item) => item.mark === null).sort((a, b) => a.student_id - b.student_id);
    for (const row of unmarked) {
      await upsertMark(trx, lesson, {
        student_id: row.student_id,
        mark: 'present',
        marked_by: caller.id,
        marked_at: time.now.toISOString(),
      });
      await charges.chargeMark(trx, lesson, row.student_id, 'present', { caller, time });
    }
    return toRecords(trx, caller, lesson, await attendance.listLessonStudents(trx, lesson));
  });
}

/** A family's lessons and its «не придём» (docs/cabinet.md). */
export { announceAbsence, beforeCutoff, familyLessons } from './family-lessons.ts';
/** Whether a student is on a lesson's roll (a make-up goes only where they are not). */
export { findLessonStudent } from './repository.ts';
/** A lesson's free seats (docs/makeups.md, «Места»): trials and make-ups both ask it. */
export { freeSeats, type SeatCount, type SeatedLesson } from './seats.ts';

/** The lessons of the days given a student is already on the roll of: a make-up goes only to others. */
export async function lessonsOnRollOf(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
  days: { from: string; to: string },
): Promise<Set<number>> {
  const rows = await attendance
    .rollOfStudents(db, schoolId, [studentId], (lessons) =>
      lessons.and([
        lessons('lessons.lesson_date', '>=', days.from),
        lessons('lessons.lesson_date', '<=', days.to),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.lesson_id));
}

/** Who is on a lesson's roll (its group's students and anyone already marked): those a change of it concerns. */
export async function rollStudentIds(
  db: Kysely<Database>,
  lesson: attendance.LessonScope,
): Promise<number[]> {
  return (await attendance.listLessonStudents(db, lesson)).map((row) => row.student_id);
}

/** The lesson's students who are expected: on the roll and not already marked (an announced absence is a mark). */
export async function expectedStudentIds(
  db: Kysely<Database>,
  lesson: attendance.LessonScope,
): Promise<number[]> {
  return (await attendance.listLessonStudents(db, lesson)).flatMap((row) =>
    row.mark ? [] : [row.student_id],
  );
}
