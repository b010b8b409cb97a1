import type { Kysely } from 'kysely';
import {
  type CabinetLesson,
  instantIn,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import { groupsView } from '../groups/service.ts';
import {
  deleteMark,
  getLesson,
  lessonsView,
  marksView,
  settleMakeup,
  upsertMark,
} from '../lessons/service.ts';
import { openBookingsView } from '../makeups/service.ts';
import { conflictAs, notFoundAs } from '../shared/domain-errors.ts';
import { toBoolean } from '../shared/sql-values.ts';
import { storedMark } from '../shared/stored-mark.ts';
import { stylesView } from '../styles/service.ts';
import { staffProfilesView } from '../users/service.ts';
import * as attendance from './repository.ts';

// A family's lessons and its «не придём» (docs/cabinet.md): the roll's own rule (`rollOfStudents`) seen from the
// students' side, and an excused mark the family writes itself before the school's cut-off.

export type FamilyLessonsQuery = {
  schoolId: number;
  studentIds: number[];
  from: string;
  to: string;
  cutoffMinutes: number;
  /** Newest first (the history) or oldest first (what comes next). */
  order: 'asc' | 'desc';
  limit?: number;
};

/** Whether «не придём» (or its undo) is still open for a lesson at this moment. */
export function beforeCutoff(
  lesson: { lesson_date: string; start_time: string },
  cutoffMinutes: number,
  time: SchoolTime,
): boolean {
  const start = instantIn(time.zone, lesson.lesson_date, lesson.start_time).getTime();
  return time.now.getTime() < start - cutoffMinutes * 60_000;
}

export async function familyLessons(
  db: Kysely<Database>,
  query: FamilyLessonsQuery,
  time: SchoolTime,
): Promise<CabinetLesson[]> {
  if (query.studentIds.length === 0) return [];
  const roll = attendance
    .rollOfStudents(db, query.schoolId, query.studentIds, (lessons) =>
      lessons.and([
        lessons('lessons.lesson_date', '>=', query.from),
        lessons('lessons.lesson_date', '<=', query.to),
      ]),
    )
    .as('roll');
  let select = db
    .selectFrom(roll)
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.id', 'roll.lesson_id')
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'lessons.teacher_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'lessons.direction_id')
    .leftJoin(marksView(db).as('attendance'), (join) =>
      join
        .onRef('attendance.lesson_id', '=', 'roll.lesson_id')
        .onRef('attendance.student_id', '=', 'roll.student_id'),
    )
    .leftJoin(openBookingsView(db).as('bookings'), (join) =>
      join
        .onRef('bookings.lesson_id', '=', 'roll.lesson_id')
        .onRef('bookings.student_id', '=', 'roll.student_id'),
    )
    .select([
      'roll.lesson_id',
      'roll.student_id',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.duration_minutes',
      'lessons.is_canceled',
      'groups.name as group_name',
      'user_profiles.full_name as teacher_name',
      'styles.name as style_name',
      'attendance.is_present',
      'attendance.is_excused',
      'attendance.announced_at',
      'bookings.makeup_id',
    ])
    .orderBy('lessons.lesson_date', query.order)
    .orderBy('lessons.start_time', query.order)
    .orderBy('roll.lesson_id', query.order)
    .orderBy('roll.student_id');
  if (query.limit !== undefined) select = select.limit(query.limit);
  const rows = await select.execute();
  return rows.map((row) => {
    const mark = storedMark(row);
    const announced = row.announced_at !== null;
    const canceled = toBoolean(row.is_canceled);
    return {
      lesson_id: row.lesson_id,
      student_id: row.student_id,
      date: row.lesson_date,
      start_time: row.start_time,
      duration_minutes: row.duration_minutes,
      group_name: row.group_name,
      teacher_name: row.teacher_name,
      style_name: row.style_name,
      is_canceled: canceled,
      mark,
      announced,
      // A make-up guest who will not come cancels the booking instead (docs/makeups.md).
      can_announce:
        row.makeup_id === null &&
        !canceled &&
        (mark === null || announced) &&
        beforeCutoff(row, query.cutoffMinutes, time),
      makeup_id: row.makeup_id,
    };
  });
}

/**
 * «Не придём» (`announce`) or its undo for one of the family's students. The family's check is the caller's; here:
 * the lesson is the school's and the student on its roll (404 alike), not cancelled, before the cut-off, and not
 * already marked by the staff (409 each). Repeating either is harmless. The excused mark charges what the pass's
 * rules say of an excused absence (charges.chargeMark), like the same mark by the front desk.
 */
export async function announceAbsence(
  trx: Kysely<Database>,
  request: {
    schoolId: number;
    lessonId: number;
    studentId: number;
    announce: boolean;
    cutoffMinutes: number;
  },
  time: SchoolTime,
): Promise<{ lesson_date: string }> {
  const lesson = await getLesson(trx, request.schoolId, request.lessonId);
  const onRoll = await attendance.findLessonStudent(trx, lesson, request.studentId);
  if (!onRoll) throw notFoundAs(serverErrors.unknownLesson);
  if (lesson.is_canceled) throw conflictAs(serverErrors.lessonCanceled);
  if (onRoll.makeup_id !== null) throw conflictAs(serverErrors.makeupGuestExcused);
  const current = onRoll;
  const announced = current?.announced_at != null;
  if (current?.mark != null && !announced) throw conflictAs(serverErrors.cabinetAlreadyMarked);
  if (announced === request.announce) return lesson;
  if (!beforeCutoff(lesson, request.cutoffMinutes, time))
    throw conflictAs(serverErrors.cabinetAfterCutoff(request.cutoffMinutes));
  if (request.announce) {
    const at = time.now.toISOString();
    await upsertMark(trx, lesson, {
      student_id: request.studentId,
      mark: 'excused',
      marked_by: null,
      marked_at: at,
      announced_at: at,
    });
  } else await deleteMark(trx, lesson.id, request.studentId);
  await charges.chargeMark(trx, lesson, request.studentId, request.announce ? 'excused' : null, {
    caller: null,
    time,
  });
  // Announced before the cut-off, it earns a make-up like the front desk's excused mark (docs/makeups.md).
  await settleMakeup(trx, lesson, request.studentId, time);
  return lesson;
}
