import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Lesson,
  LessonDetail,
  lessonCreateSchema,
  lessonsFilterSchema,
  lessonUpdateSchema,
  SchoolTime,
  User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { notFound } from '../shared/domain-errors.ts';
import { isStorableId, toSqlBoolean } from '../shared/sql-values.ts';
import { rechargeLesson } from './lesson-charges.ts';
import { toLesson } from './lesson-view.ts';
import { voidMakeupsOfDeletedLesson } from './makeup-credits.ts';
import { assertScheduleReferences } from './references.ts';
import * as lessons from './repository.ts';

// What the timetable (the schedules module) asks of lessons: the same references, the lessons it plans, and the
// untouched ones it plans again.
export { assertScheduleReferences } from './references.ts';
export { deleteUntouchedFutureLessons, insertLessons, type NewLesson } from './repository.ts';

/** The lessons a closure cancelled, as the calendar shows them (their families are told: notices). */
export async function lessonsCanceledBy(
  db: Kysely<Database>,
  schoolId: number,
  closureId: number,
): Promise<LessonDetail[]> {
  const rows = await lessons.lessonsOfClosure(db, schoolId, closureId);
  return Promise.all(rows.map((row) => getLesson(db, schoolId, row.id)));
}

type LessonCreate = z.output<typeof lessonCreateSchema>;
type LessonUpdate = z.output<typeof lessonUpdateSchema>;
type LessonsFilter = z.output<typeof lessonsFilterSchema>;

export function listLessons(
  db: Kysely<Database>,
  schoolId: number,
  filter: LessonsFilter,
): Promise<Lesson[]> {
  return lessons.listLessons(db, schoolId, { from: filter.date_from, to: filter.date_to });
}

/** Also reached with ids from a body (attendance), which may be past what a stored row can have. */
export async function getLesson(db: Kysely<Database>, schoolId: number, id: number): Promise<LessonDetail> {
  const lesson = isStorableId(id) ? await lessons.findLesson(db, schoolId, id) : undefined;
  if (!lesson) throw notFound();
  return lesson;
}

/** A one-off lesson, outside the timetable. */
export function createLesson(
  db: Kysely<Database>,
  schoolId: number,
  input: LessonCreate,
  time: SchoolTime,
): Promise<Lesson> {
  return inTransaction(db, async (trx) => {
    await assertScheduleReferences(trx, schoolId, input);
    const id = await lessons.insertLesson(trx, {
      school_id: schoolId,
      group_id: input.group_id,
      schedule_id: null,
      lesson_date: input.lesson_date,
      start_time: input.start_time,
      duration_minutes: input.duration_minutes,
      teacher_id: input.teacher_id,
      direction_id: input.direction_id,
      is_canceled: toSqlBoolean(false),
      is_manual: toSqlBoolean(false),
      created_at: time.now.toISOString(),
    });
    return toLesson(await getLesson(trx, schoolId, id));
  });
}

/**
 * Move, change the teacher or direction, cancel or restore. Any change marks the lesson as changed by hand,
 * so a later timetable change leaves it as it is.
 */
export function updateLesson(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  input: LessonUpdate,
  time: SchoolTime,
): Promise<Lesson> {
  return inTransaction(db, async (trx) => {
    const before = await getLesson(trx, schoolId, id);
    await assertScheduleReferences(trx, schoolId, input);
    const { is_canceled, ...fields } = definedFields(input, [
      'lesson_date',
      'start_time',
      'duration_minutes',
      'teacher_id',
      'direction_id',
      'is_canceled',
    ]);
    // Nothing sent to change (only read-only fields): the lesson stays as generated.
    if (Object.keys(fields).length > 0 || is_canceled !== undefined) {
      await lessons.updateLesson(trx, id, {
        ...fields,
        ...(is_canceled !== undefined && { is_canceled: toSqlBoolean(is_canceled) }),
        is_manual: toSqlBoolean(true),
      });
    }
    const after = await getLesson(trx, schoolId, id);
    // Its visits are charged on its own terms: a cancelled lesson charges nothing, a moved one by its new date.
    const chargesChanged =
      after.is_canceled !== before.is_canceled ||
      after.lesson_date !== before.lesson_date ||
      after.group_id !== before.group_id ||
      after.direction_id !== before.direction_id;
    if (chargesChanged) {
      const code = after.is_canceled ? 'lesson_canceled' : 'lesson_moved';
      await rechargeLesson(trx, after, { code }, { caller, time });
    }
    return toLesson(after);
  });
}

/** Its charges are undone first; the ledger lines stay, without the lesson. */
export async function deleteLesson(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    const lesson = await getLesson(trx, schoolId, id);
    await charges.reverseLessonCharges(trx, lesson, { code: 'lesson_deleted' }, { caller, time });
    await voidMakeupsOfDeletedLesson(trx, id, time);
    await lessons.deleteLesson(trx, id);
  });
  return { id };
}

/**
 * What other modules ask of lessons and their marks (docs/architecture.md, «Tables and their owners»): the roll's
 * marks (attendance), a lesson's charges as it or a pass changes (closures, sales), a closure's lessons, the
 * «не отмечены» flag, a trial's days, and the lessons and marks as other modules join them.
 */
export {
  cancelLessonsOfClosure,
  openDebtVisits,
  rechargeFrozenVisits,
  restoreLessonsOfClosure,
} from './lesson-charges.ts';
export { selectLessons as lessonDetailsView, toLessonDetail } from './lesson-view.ts';
export { settleMakeup } from './makeup-credits.ts';
export { deleteMark, type Mark, marksView, upsertMark } from './marks.ts';
export {
  type ClosureRange,
  dismissUnmarked,
  findDismissal,
  heldLessonsOfDays,
  lessonsView,
} from './repository.ts';
