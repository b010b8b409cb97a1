import type { Generated, Insertable, Selectable } from 'kysely';
import type { GroupEntityType, Role, SkillLevel, StatusType } from '../../../src/contract/index.ts';

// Table types for Kysely. Timestamps are ISO 8601 UTC strings on both dialects (PostgreSQL's timestamptz is
// parsed back to that shape in database.ts); calendar dates are `YYYY-MM-DD` strings.

export type SchoolTable = {
  id: Generated<number>;
  name: string;
  city: string;
  email: string;
  phone: string;
  created_at: string;
};

export type UserTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  /** null only for the platform admin. */
  school_id: number | null;
  created_at: string;
};

export type UserProfileTable = {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  phone: string;
  birthdate: string | null;
};

export type SessionTable = {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type LoginFailureTable = {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: string;
};

// 0004-registration-attempts.
export type RegistrationAttemptTable = {
  id: Generated<number>;
  ip: string;
  attempted_at: string;
};

// People (0002-people). SQLite hands booleans back as 0/1: repositories turn them into true/false.

export type StatusTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  type: StatusType;
  color: string;
};
export type SourceTable = { id: Generated<number>; school_id: number; name: string };
export type GroupTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  entity_type: GroupEntityType;
  color: string;
};

export type ClientTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  phone: string;
  birthdate: string | null;
  contact: string;
  created_at: string;
};

export type StudentTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  birthdate: string | null;
  skill_level: SkillLevel;
  contact: string;
  status_id: number | null;
  created_at: string;
};

export type LeadTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  phone: string;
  trial_date: string | null;
  qualification: string;
  source_id: number | null;
  status_id: number | null;
  /** The staff member who added it; null once their account is removed. */
  created_by: number | null;
  created_at: string;
  converted_to_client_at: string | null;
};

export type SubscriptionTable = {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  sub_name: string;
  issued_at: string;
  expires_at: string | null;
  remaining_visits: number | null;
};

export type LeadGroupTable = { lead_id: number; group_id: number };
export type StudentGroupTable = { student_id: number; group_id: number };
export type ClientGroupTable = { client_id: number; group_id: number };
export type StudentClientTable = {
  student_id: number;
  client_id: number;
  relation: string;
  is_payer: boolean | number;
};

// Schedule (0003-schedule). Booleans are written as 1/0 (better-sqlite3 binds no booleans; PostgreSQL reads
// '1'/'0' as true/false) and read back through Boolean().

export type StyleTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  active_from: string | null;
  active_to: string | null;
  is_archived: boolean | number;
};

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
};

export type LessonOccurrenceTable = { schedule_id: number; lesson_date: string };

export type AttendanceTable = {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  student_id: number;
  is_present: boolean | number;
  marked_by: number | null;
  marked_at: string;
  subscription_id: number | null;
};

export type Database = {
  schools: SchoolTable;
  users: UserTable;
  user_profiles: UserProfileTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  registration_attempts: RegistrationAttemptTable;
  statuses: StatusTable;
  sources: SourceTable;
  groups: GroupTable;
  clients: ClientTable;
  students: StudentTable;
  leads: LeadTable;
  subscriptions: SubscriptionTable;
  lead_groups: LeadGroupTable;
  student_groups: StudentGroupTable;
  client_groups: ClientGroupTable;
  student_clients: StudentClientTable;
  styles: StyleTable;
  schedules: ScheduleTable;
  lessons: LessonTable;
  lesson_occurrences: LessonOccurrenceTable;
  attendance: AttendanceTable;
};

export type SchoolRow = Selectable<SchoolTable>;
export type NewSchool = Insertable<SchoolTable>;
export type UserRow = Selectable<UserTable>;
export type UserProfileRow = Selectable<UserProfileTable>;
