import type { Kysely, Selectable } from 'kysely';
import type { DateWindow, PlannedOccurrence } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toBoolean } from '../shared/sql-values.ts';
import { stylesView } from '../styles/service.ts';
import type { ScheduleTable } from './tables.ts';

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
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'schedules.direction_id')
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

/** Forgets the entry's pairs of these days, so generation may plan them again (their lessons were deleted). */
export async function deleteOccurrences(
  db: Kysely<Database>,
  scheduleId: number,
  days: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('lesson_occurrences')
    .where('schedule_id', '=', scheduleId)
    .where('lesson_date', 'in', [...days])
    .execute();
}
