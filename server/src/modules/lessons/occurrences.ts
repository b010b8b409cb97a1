import type { Kysely, Selectable } from 'kysely';
import type { DateWindow, PlannedOccurrence } from '../../../../src/contract/index.ts';
import type { Database, ScheduleTable } from '../../db/schema.ts';
import { toBoolean } from '../shared/sql-values.ts';
import type { NewLesson } from './repository.ts';

// The generation ledger and the timetable rows generation reads. Inserts go in chunks so that a school with
// a large timetable stays under the bound-parameter limits of both databases.

const CHUNK_ROWS = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS)
    result.push(rows.slice(start, start + CHUNK_ROWS));
  return result;
}

export type TimetableEntry = Selectable<ScheduleTable>;

/** Which entries generate: the school's (or just one of them) whose direction, if any, is not archived. */
export type ScheduleEntriesScope = { schoolId: number; scheduleId?: number };

export async function activeScheduleEntries(
  db: Kysely<Database>,
  scope: ScheduleEntriesScope,
): Promise<TimetableEntry[]> {
  let query = db
    .selectFrom('schedules')
    .leftJoin('styles', 'styles.id', 'schedules.direction_id')
    .selectAll('schedules')
    .select('styles.is_archived as direction_archived')
    .where('schedules.school_id', '=', scope.schoolId);
  if (scope.scheduleId !== undefined) query = query.where('schedules.id', '=', scope.scheduleId);
  const rows = await query.orderBy('schedules.id').execute();
  return rows
    .filter((row) => row.direction_archived === null || !toBoolean(row.direction_archived))
    .map(({ direction_archived: _, ...entry }) => entry);
}

export const occurrenceKey = (pair: PlannedOccurrence) => `${pair.schedule_id}|${pair.lesson_date}`;

/** The (entry, date) pairs of the scope already generated within the window, as `occurrenceKey`s. */
export async function generatedPairs(
  db: Kysely<Database>,
  scope: ScheduleEntriesScope,
  window: DateWindow,
): Promise<Set<string>> {
  let query = db
    .selectFrom('lesson_occurrences')
    .innerJoin('schedules', 'schedules.id', 'lesson_occurrences.schedule_id')
    .select(['lesson_occurrences.schedule_id', 'lesson_occurrences.lesson_date'])
    .where('schedules.school_id', '=', scope.schoolId)
    .where('lesson_occurrences.lesson_date', '>=', window.from)
    .where('lesson_occurrences.lesson_date', '<=', window.to);
  if (scope.scheduleId !== undefined) query = query.where('schedules.id', '=', scope.scheduleId);
  return new Set((await query.execute()).map(occurrenceKey));
}

/** Records the pairs; a pair already there (a racing generation) fails on the ledger's unique key. */
export async function insertOccurrences(
  db: Kysely<Database>,
  pairs: readonly PlannedOccurrence[],
): Promise<void> {
  for (const chunk of chunks(pairs)) await db.insertInto('lesson_occurrences').values(chunk).execute();
}

/** In the given order, so lesson ids follow the calendar as they do in the mocks. */
export async function insertLessons(db: Kysely<Database>, lessons: readonly NewLesson[]): Promise<void> {
  for (const chunk of chunks(lessons)) await db.insertInto('lessons').values(chunk).execute();
}

/**
 * Deletes the entry's lessons that nobody has touched yet — dated `today` or later, not changed by hand, without
 * marked attendance — together with their ledger pairs, so generation may plan them again from the entry.
 */
export async function deleteUntouchedFutureLessons(
  db: Kysely<Database>,
  scheduleId: number,
  today: string,
): Promise<void> {
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
  for (const chunk of chunks(untouched)) {
    await db
      .deleteFrom('lessons')
      .where(
        'id',
        'in',
        chunk.map((lesson) => lesson.id),
      )
      .execute();
    await db
      .deleteFrom('lesson_occurrences')
      .where('schedule_id', '=', scheduleId)
      .where(
        'lesson_date',
        'in',
        chunk.map((lesson) => lesson.lesson_date),
      )
      .execute();
  }
}

/** A closure as generation needs it: its days and its groups (empty: the whole school). */
export type ClosureCover = { id: number; starts_on: string; ends_on: string; group_ids: ReadonlySet<number> };

/** The school's closures that overlap the window: a lesson generated inside one is born cancelled. */
export async function closuresInWindow(
  db: Kysely<Database>,
  schoolId: number,
  window: DateWindow,
): Promise<ClosureCover[]> {
  const closures = await db
    .selectFrom('closures')
    .select(['id', 'starts_on', 'ends_on'])
    .where('school_id', '=', schoolId)
    .where('starts_on', '<=', window.to)
    .where('ends_on', '>=', window.from)
    .execute();
  if (closures.length === 0) return [];
  const groups = await db
    .selectFrom('closure_groups')
    .select(['closure_id', 'group_id'])
    .where(
      'closure_id',
      'in',
      closures.map((closure) => closure.id),
    )
    .execute();
  return closures.map((closure) => ({
    ...closure,
    starts_on: String(closure.starts_on).slice(0, 10),
    ends_on: String(closure.ends_on).slice(0, 10),
    group_ids: new Set(
      groups.filter((row) => row.closure_id === closure.id).map((row) => Number(row.group_id)),
    ),
  }));
}

/** The closure that covers a lesson of `groupId` on `date`, if any. */
export function closureCovering(closures: readonly ClosureCover[], groupId: number, date: string) {
  return closures.find(
    (closure) =>
      closure.starts_on <= date &&
      date <= closure.ends_on &&
      (closure.group_ids.size === 0 || closure.group_ids.has(groupId)),
  );
}
