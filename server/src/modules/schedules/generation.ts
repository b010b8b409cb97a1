import type { Kysely } from 'kysely';
import {
  type DateWindow,
  generationWindow,
  planOccurrences,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { closureCovering, closuresInWindow } from '../closures/service.ts';
import * as lessons from '../lessons/service.ts';
import { conflictAs } from '../shared/domain-errors.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import {
  activeScheduleEntries,
  deleteOccurrences,
  generatedPairs,
  insertOccurrences,
  occurrenceKey,
  type ScheduleEntriesScope,
} from './occurrences.ts';

export type LessonGeneration = { created: number; date_from: string; date_to: string };

async function generateInWindow(
  trx: Kysely<Database>,
  scope: ScheduleEntriesScope,
  window: DateWindow,
  createdAt: string,
): Promise<number> {
  const entries = new Map((await activeScheduleEntries(trx, scope)).map((entry) => [entry.id, entry]));
  const done = await generatedPairs(trx, scope, window);
  const missing = planOccurrences([...entries.values()], window).filter(
    (pair) => !done.has(occurrenceKey(pair)),
  );
  const closures = await closuresInWindow(trx, scope.schoolId, window);
  const planned = missing.flatMap(({ schedule_id, lesson_date }): lessons.NewLesson[] => {
    const entry = entries.get(schedule_id);
    if (!entry) return [];
    // A lesson planned inside a closure is born cancelled, saying which closure did it.
    const closure = closureCovering(closures, entry.group_id, lesson_date);
    return [
      {
        school_id: entry.school_id,
        group_id: entry.group_id,
        schedule_id,
        lesson_date,
        start_time: entry.start_time,
        duration_minutes: entry.duration_minutes,
        teacher_id: entry.teacher_id,
        direction_id: entry.direction_id,
        is_canceled: toSqlBoolean(closure !== undefined),
        is_manual: toSqlBoolean(false),
        created_at: createdAt,
        closure_id: closure?.id ?? null,
      },
    ];
  });
  try {
    await insertOccurrences(trx, missing);
  } catch (error) {
    // Another generation recorded the same pair first; its transaction creates these lessons.
    if (isUniqueViolation(error)) throw conflictAs(serverErrors.generationBusy);
    throw error;
  }
  await lessons.insertLessons(trx, planned);
  return planned.length;
}

/**
 * docs/api-schedule.md, "Generation": the lessons the active timetable plans from today (the server's local
 * date) to the end of next month, each (entry, date) pair at most once ever. Runs in the caller's transaction
 * when there is one (a timetable change), else in its own.
 */
export async function generateLessons(
  db: Kysely<Database>,
  scope: ScheduleEntriesScope,
  time: SchoolTime,
): Promise<LessonGeneration> {
  const window = generationWindow(time.today);
  const created = await inTransaction(db, (trx) =>
    generateInWindow(trx, scope, window, time.now.toISOString()),
  );
  return { created, date_from: window.from, date_to: window.to };
}

/**
 * Deletes the entry's lessons that nobody has touched yet — dated `today` or later, not changed by hand, without
 * marked attendance — together with their ledger pairs, so generation may plan them again from the entry.
 */
export async function deleteUntouchedFutureLessons(
  trx: Kysely<Database>,
  scheduleId: number,
  today: string,
): Promise<void> {
  for (const days of await lessons.deleteUntouchedFutureLessons(trx, scheduleId, today))
    await deleteOccurrences(trx, scheduleId, days);
}
