import { type DateWindow, generationWindow, planOccurrences } from '@/contract';
import { mockNow } from './clock';
import { insertRow } from './table';
import type { MockTables, ScheduleRow } from './tables';
import { mockToday } from './today';

export type LessonGeneration = { created: number; date_from: string; date_to: string };

const occurrenceKey = (scheduleId: number, lessonDate: string) => `${scheduleId}:${lessonDate}`;

/** Entries whose direction is archived produce nothing until the direction is restored. */
function isActive(db: MockTables, entry: ScheduleRow): boolean {
  if (entry.direction_id === null) return true;
  return db.styles.rows.find((style) => style.id === entry.direction_id)?.is_archived !== true;
}

/**
 * Creates the lessons `entries` plan within `window`, each (entry, date) pair at most once ever: the ledger keeps
 * every pair generated, so a lesson moved, cancelled or deleted by hand is never brought back. Answers how many.
 */
export function generateFromEntries(
  db: MockTables,
  entries: readonly ScheduleRow[],
  window: DateWindow,
): number {
  const active = entries.filter((entry) => isActive(db, entry));
  const done = new Set(
    db.lesson_occurrences.rows.map((row) => occurrenceKey(row.schedule_id, row.lesson_date)),
  );
  const byId = new Map(active.map((entry) => [entry.id, entry]));
  const createdAt = mockNow().toISOString();
  let created = 0;
  for (const { schedule_id, lesson_date } of planOccurrences(active, window)) {
    const entry = byId.get(schedule_id);
    if (!entry || done.has(occurrenceKey(schedule_id, lesson_date))) continue;
    insertRow(db.lesson_occurrences, { school_id: entry.school_id, schedule_id, lesson_date });
    insertRow(db.lessons, {
      school_id: entry.school_id,
      group_id: entry.group_id,
      schedule_id,
      lesson_date,
      start_time: entry.start_time,
      duration_minutes: entry.duration_minutes,
      teacher_id: entry.teacher_id,
      direction_id: entry.direction_id,
      is_canceled: false,
      is_manual: false,
      created_at: createdAt,
    });
    created += 1;
  }
  return created;
}

/** `POST /lessons/generate`: the school's timetable from today to the end of next month. */
export function generateLessons(db: MockTables, schoolId: number): LessonGeneration {
  const window = generationWindow(mockToday());
  const entries = db.schedules.rows.filter((entry) => entry.school_id === schoolId);
  const created = generateFromEntries(db, entries, window);
  return { created, date_from: window.from, date_to: window.to };
}
