import type { z } from 'zod';
import type { lessonCreateSchema, scheduleEntryCreateSchema, styleCreateSchema } from '@/contract';
import { mockNow } from './clock';
import { insertRow } from './table';
import type { LessonRow, MockTables, ScheduleRow, StyleRow } from './tables';

// The rows the API and the seed create, built in one place so both store exactly the same fields.

export function createStyle(
  db: MockTables,
  schoolId: number,
  input: z.output<typeof styleCreateSchema>,
): StyleRow {
  const { name, active_from, active_to } = input;
  return insertRow(db.styles, { school_id: schoolId, name, active_from, active_to, is_archived: false });
}

export function createScheduleEntry(
  db: MockTables,
  schoolId: number,
  input: z.output<typeof scheduleEntryCreateSchema>,
): ScheduleRow {
  const {
    group_id,
    weekday,
    start_time,
    duration_minutes,
    teacher_id,
    direction_id,
    active_from,
    active_to,
  } = input;
  return insertRow(db.schedules, {
    school_id: schoolId,
    group_id,
    weekday,
    start_time,
    duration_minutes,
    teacher_id,
    direction_id,
    active_from,
    active_to,
  });
}

/** A one-off lesson, outside the timetable. */
export function createLesson(
  db: MockTables,
  schoolId: number,
  input: z.output<typeof lessonCreateSchema>,
): LessonRow {
  const { group_id, lesson_date, start_time, duration_minutes, teacher_id, direction_id } = input;
  return insertRow(db.lessons, {
    school_id: schoolId,
    group_id,
    schedule_id: null,
    lesson_date,
    start_time,
    duration_minutes,
    teacher_id,
    direction_id,
    is_canceled: false,
    is_manual: false,
    created_at: mockNow().toISOString(),
  });
}
