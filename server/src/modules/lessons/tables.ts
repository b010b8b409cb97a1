import type { Generated } from 'kysely';

// The lessons module's tables (0003-schedule): the lessons and their roll's marks. Booleans are written as 1/0
// (better-sqlite3 binds no booleans; PostgreSQL reads '1'/'0' as true/false) and read back through Boolean().

export type LessonTable = {
  id: Generated<number>;
  school_id: number;
  group_id: number;
  schedule_id: number | null;
  lesson_date: string;
  start_time: string;
  duration_minutes: number;
  teacher_id: number | null;
  direction_id: number | null;
  is_canceled: boolean | number;
  is_manual: boolean | number;
  created_at: string;
  /** The closure that cancelled it (0011-closures); null otherwise. */
  closure_id: Generated<number | null>;
  /** Who took it off «Не отмечены прошедшие занятия», and when (0019-unmarked-dismissals); null until then. */
  unmarked_dismissed_by: Generated<number | null>;
  unmarked_dismissed_at: Generated<string | null>;
};

export type AttendanceTable = {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  student_id: number;
  is_present: boolean | number;
  marked_by: number | null;
  marked_at: string;
  is_excused: Generated<boolean | number>;
  /** When the family announced the absence from the cabinet (0020-cabinet); null for a mark of the staff. */
  announced_at: Generated<string | null>;
};

export type LessonTables = {
  lessons: LessonTable;
  attendance: AttendanceTable;
};
