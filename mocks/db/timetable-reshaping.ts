import { generationWindow } from '@/contract';
import { generateFromEntries } from './lesson-generation';
import { deleteRows } from './table';
import type { LessonRow, MockTables, ScheduleRow } from './tables';
import { mockToday } from './today';

/**
 * docs/api-schedule.md: a timetable change reaches only the lessons nobody has touched yet — generated from the
 * entry, dated today or later, not changed by hand, without marked attendance. Those go with their ledger rows,
 * so generation may create them again from the entry as it is now.
 */
function dropUntouchedFutureLessons(db: MockTables, entryId: number): void {
  const today = mockToday();
  const marked = new Set(db.attendance.rows.map((mark) => mark.lesson_id));
  const untouched = (lesson: LessonRow) =>
    lesson.schedule_id === entryId &&
    lesson.lesson_date >= today &&
    !lesson.is_manual &&
    !marked.has(lesson.id);
  const dates = new Set(db.lessons.rows.filter(untouched).map((lesson) => lesson.lesson_date));
  deleteRows(db.lessons, untouched);
  deleteRows(db.lesson_occurrences, (row) => row.schedule_id === entryId && dates.has(row.lesson_date));
}

/** After an update the entry's coming lessons are planned again at once from its new shape. */
export function reshapeLessonsOf(db: MockTables, entry: ScheduleRow): void {
  dropUntouchedFutureLessons(db, entry.id);
  generateFromEntries(db, [entry], generationWindow(mockToday()));
}

/** Before a delete: the untouched coming lessons go; past and hand-edited ones stay as one-off lessons. */
export function detachLessonsOf(db: MockTables, entryId: number): void {
  dropUntouchedFutureLessons(db, entryId);
  for (const lesson of db.lessons.rows) {
    if (lesson.schedule_id === entryId) lesson.schedule_id = null;
  }
  deleteRows(db.lesson_occurrences, (row) => row.schedule_id === entryId);
}
