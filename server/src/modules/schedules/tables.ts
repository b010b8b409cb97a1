import type { Generated } from 'kysely';

// The schedules module's tables (0003-schedule): the weekly timetable and the ledger of what generation made of it.

export type ScheduleTable = {
  id: Generated<number>;
  school_id: number;
  group_id: number;
  weekday: number;
  start_time: string;
  duration_minutes: number;
  teacher_id: number | null;
  direction_id: number | null;
  active_from: string | null;
  active_to: string | null;
};

export type LessonOccurrenceTable = { schedule_id: number; lesson_date: string };

export type ScheduleTables = {
  schedules: ScheduleTable;
  lesson_occurrences: LessonOccurrenceTable;
};
