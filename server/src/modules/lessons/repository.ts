import type { Kysely } from 'kysely';
import type { Lesson, LessonDetail, UnmarkedDismissal } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';
import { stylesView } from '../styles/service.ts';
import { selectLessons, toLesson, toLessonDetail } from './lesson-view.ts';
import type { LessonTable } from './tables.ts';

// A new lesson is neither closed nor dismissed from «не отмечены» (attendance/unmarked-lessons.ts).
export type NewLesson = Omit<
  LessonTable,
  'id' | 'closure_id' | 'unmarked_dismissed_by' | 'unmarked_dismissed_at'
> & { closure_id?: number | null };
export type LessonPatch = Partial<
  Pick<
    LessonTable,
    | 'lesson_date'
    | 'start_time'
    | 'duration_minutes'
    | 'teacher_id'
    | 'direction_id'
    | 'is_canceled'
    | 'is_manual'
  >
>;
export type DateRange = { from?: string; to?: string };

export async function insertLesson(db: Kysely<Database>, lesson: NewLesson): Promise<number> {
  const { id } = await db.insertInto('lessons').values(lesson).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The school's lessons within the dates (both ends inclusive), in calendar order. */
export async function listLessons(
  db: Kysely<Database>,
  schoolId: number,
  range: DateRange,
): Promise<Lesson[]> {
  let query = selectLessons(db).where('lessons.school_id', '=', schoolId);
  if (range.from !== undefined) query = query.where('lessons.lesson_date', '>=', range.from);
  if (range.to !== undefined) query = query.where('lessons.lesson_date', '<=', range.to);
  const rows = await query
    .orderBy('lessons.lesson_date')
    .orderBy('lessons.start_time')
    .orderBy('lessons.id')
    .execute();
  return rows.map(toLesson);
}

/** A lesson of the school; another school's is as absent as an unknown one. */
export async function findLesson(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<LessonDetail | undefined> {
  const row = await selectLessons(db)
    .where('lessons.id', '=', id)
    .where('lessons.school_id', '=', schoolId)
    .executeTakeFirst();
  return row && toLessonDetail(row);
}

export async function updateLesson(db: Kysely<Database>, id: number, patch: LessonPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('lessons').set(patch).where('id', '=', id).execute();
}

/** Its attendance goes with it; its ledger pair stays, so generation never brings it back. */
export async function deleteLesson(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('lessons').where('id', '=', id).execute();
}

// What other modules ask of lessons (docs/architecture.md, «Tables and their owners»).

/** A lesson as charging needs it: its school, group, direction and day. */
export function chargedLesson(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'school_id', 'group_id', 'direction_id', 'lesson_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The group and direction of some lessons (a debt visit's lesson), by id. */
export function lessonScopes(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('lessons')
    .select(['id', 'group_id', 'direction_id'])
    .where('id', 'in', [...ids])
    .execute();
}

const CHUNK_ROWS = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS)
    result.push(rows.slice(start, start + CHUNK_ROWS));
  return result;
}

/**
 * Lessons the timetable planned, in the given order, so lesson ids follow the calendar as they do in the mocks; in
 * chunks, so a school with a large timetable stays under the bound-parameter limits of both databases.
 */
export async function insertLessons(db: Kysely<Database>, lessons: readonly NewLesson[]): Promise<void> {
  for (const chunk of chunks(lessons)) await db.insertInto('lessons').values(chunk).execute();
}

/**
 * Deletes a timetable entry's lessons that nobody has touched yet — dated `today` or later, not changed by hand,
 * without a mark — and answers the days they were on, so the timetable may plan those days again.
 */
export async function deleteUntouchedFutureLessons(
  db: Kysely<Database>,
  scheduleId: number,
  today: string,
): Promise<string[][]> {
  const candidates = await db
    .selectFrom('lessons')
    .select(['id', 'lesson_date', 'is_manual'])
    .where('schedule_id', '=', scheduleId)
    .where('lesson_date', '>=', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('attendance')
            .select('attendance.id')
            .whereRef('attendance.lesson_id', '=', 'lessons.id'),
        ),
      ),
    )
    .execute();
  const untouched = candidates.filter((lesson) => !toBoolean(lesson.is_manual));
  const days: string[][] = [];
  for (const chunk of chunks(untouched)) {
    await db
      .deleteFrom('lessons')
      .where(
        'id',
        'in',
        chunk.map((lesson) => lesson.id),
      )
      .execute();
    days.push(chunk.map((lesson) => lesson.lesson_date));
  }
  return days;
}

/** Which lessons a closure covers: its school, days and groups (none: the whole school). */
export type ClosureRange = {
  schoolId: number;
  startsOn: string;
  endsOn: string;
  groupIds: readonly number[];
};

/** The lessons a closure cancels: in its days, of its groups (or all), not cancelled already. */
export async function lessonsInRange(db: Kysely<Database>, range: ClosureRange, onlyCanceled: boolean) {
  let query = db
    .selectFrom('lessons')
    .select(['id', 'school_id', 'group_id', 'direction_id', 'lesson_date'])
    .where('school_id', '=', range.schoolId)
    .where('lesson_date', '>=', range.startsOn)
    .where('lesson_date', '<=', range.endsOn)
    .where('is_canceled', '=', toSqlBoolean(onlyCanceled));
  if (range.groupIds.length > 0) query = query.where('group_id', 'in', [...range.groupIds]);
  return query.orderBy('lesson_date').orderBy('id').execute();
}

export async function lessonsOfClosure(db: Kysely<Database>, schoolId: number, closureId: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'school_id', 'group_id', 'direction_id', 'lesson_date'])
    .where('school_id', '=', schoolId)
    .where('closure_id', '=', closureId)
    .execute();
}

export async function setLessonsClosure(
  db: Kysely<Database>,
  ids: readonly number[],
  closureId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('lessons')
    .set({ is_canceled: toSqlBoolean(closureId !== null), closure_id: closureId })
    .where('id', 'in', [...ids])
    .execute();
}

/** Takes the lesson's «не отмечены» flag down, keeping the first dismissal if it was already taken down. */
export async function dismissUnmarked(
  db: Kysely<Database>,
  lessonId: number,
  by: { userId: number; at: string },
): Promise<void> {
  await db
    .updateTable('lessons')
    .set({ unmarked_dismissed_by: by.userId, unmarked_dismissed_at: by.at })
    .where('id', '=', lessonId)
    .where('unmarked_dismissed_at', 'is', null)
    .execute();
}

export async function findDismissal(
  db: Kysely<Database>,
  lessonId: number,
): Promise<UnmarkedDismissal | undefined> {
  const row = await db
    .selectFrom('lessons')
    .select([
      'id as lesson_id',
      'unmarked_dismissed_by as dismissed_by',
      'unmarked_dismissed_at as dismissed_at',
    ])
    .where('id', '=', lessonId)
    .executeTakeFirst();
  return row?.dismissed_at ? { ...row, dismissed_at: row.dismissed_at } : undefined;
}

/** The school's held lessons of the days given, in calendar order, with their direction's name (a trial's days). */
export function heldLessonsOfDays(
  db: Kysely<Database>,
  schoolId: number,
  days: { from: string; to: string },
) {
  return db
    .selectFrom('lessons')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'lessons.direction_id')
    .select([
      'lessons.id',
      'lessons.group_id',
      'lessons.lesson_date',
      'lessons.start_time',
      'styles.name as style_name',
    ])
    .where('lessons.school_id', '=', schoolId)
    .where('lessons.is_canceled', '=', toSqlBoolean(false))
    .where('lessons.lesson_date', '>=', days.from)
    .where('lessons.lesson_date', '<=', days.to)
    .orderBy('lessons.lesson_date')
    .orderBy('lessons.start_time')
    .execute();
}

/**
 * The lessons as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a roll is a
 * lesson's group and marks, payroll pays for lessons held, a closure counts the lessons it cancelled.
 */
export function lessonsView(db: Kysely<Database>) {
  return db
    .selectFrom('lessons')
    .select([
      'lessons.id',
      'lessons.school_id',
      'lessons.group_id',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.duration_minutes',
      'lessons.teacher_id',
      'lessons.direction_id',
      'lessons.is_canceled',
      'lessons.closure_id',
      'lessons.unmarked_dismissed_at',
    ]);
}
