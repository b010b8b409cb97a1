import type { GroupEntityType, Role, SkillLevel, StatusType } from '@/contract';
import { emptyTable, type Table } from './table';

// Row shapes mirror the server's tables (server/src/db/schema.ts) so the same ids and fields come out.
// Instants are ISO 8601 UTC strings. A later feature adds its table here and to `emptyTables`; every row
// of school data carries `school_id`, which is all the school delete needs to cascade to it.

export type SchoolRow = {
  id: number;
  name: string;
  city: string;
  email: string;
  phone: string;
  created_at: string;
};

export type UserRow = {
  id: number;
  email: string;
  /** Plain text: the mock database never leaves the browser tab and no answer ever includes it. */
  password: string;
  role: Role;
  school_id: number | null;
  created_at: string;
};

export type UserProfileRow = {
  id: number;
  user_id: number;
  full_name: string;
  phone: string;
  birthdate: string | null;
};

export type SessionRow = {
  id: number;
  /** The cookie value itself; the server stores only its hash, which the mock does not need. */
  token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type LoginFailureRow = {
  id: number;
  email: string;
  ip: string;
  failed_at: string;
};

// People (server migration 0002-people). Membership and link rows carry `school_id` too, so the school delete
// cascades to them like to every other row.

export type StatusRow = { id: number; school_id: number; name: string; type: StatusType; color: string };
export type SourceRow = { id: number; school_id: number; name: string };
export type GroupRow = {
  id: number;
  school_id: number;
  name: string;
  entity_type: GroupEntityType;
  color: string;
};

export type ClientRow = {
  id: number;
  school_id: number;
  name: string;
  phone: string;
  birthdate: string | null;
  contact: string;
  created_at: string;
};

export type StudentRow = {
  id: number;
  school_id: number;
  name: string;
  birthdate: string | null;
  skill_level: SkillLevel;
  contact: string;
  status_id: number | null;
  created_at: string;
};

export type LeadRow = {
  id: number;
  school_id: number;
  name: string;
  phone: string;
  trial_date: string | null;
  qualification: string;
  source_id: number | null;
  status_id: number | null;
  created_by: number | null;
  created_at: string;
  converted_to_client_at: string | null;
};

export type SubscriptionRow = {
  id: number;
  school_id: number;
  student_id: number;
  sub_name: string;
  issued_at: string;
  expires_at: string | null;
  remaining_visits: number | null;
};

export type MembershipRow = { id: number; school_id: number; group_id: number; member_id: number };
export type StudentClientRow = {
  id: number;
  school_id: number;
  student_id: number;
  client_id: number;
  relation: string;
  is_payer: boolean;
};

// Schedule (server migration 0003-schedule): directions, the weekly timetable, lessons, the generation ledger and
// attendance. Every row carries `school_id`, so the school delete cascades to them too.

export type StyleRow = {
  id: number;
  school_id: number;
  name: string;
  active_from: string | null;
  active_to: string | null;
  is_archived: boolean;
};

export type ScheduleRow = {
  id: number;
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

export type LessonRow = {
  id: number;
  school_id: number;
  group_id: number;
  /** The timetable entry it was generated from; null for a one-off lesson or once its entry is deleted. */
  schedule_id: number | null;
  lesson_date: string;
  start_time: string;
  duration_minutes: number;
  teacher_id: number | null;
  direction_id: number | null;
  is_canceled: boolean;
  /** Changed by hand: a timetable change leaves it as it is. Never answered. */
  is_manual: boolean;
  created_at: string;
};

/**
 * Every (entry, date) pair generation has ever created, so a lesson moved or deleted by hand stays so. The server
 * keys it by the pair alone; here it also has an id (every mock table does) and `school_id` (for the cascade).
 */
export type LessonOccurrenceRow = { id: number; school_id: number; schedule_id: number; lesson_date: string };

export type AttendanceRow = {
  id: number;
  school_id: number;
  lesson_id: number;
  student_id: number;
  is_present: boolean;
  marked_by: number | null;
  marked_at: string;
  /** The pass a visit is deducted from, once finances do that. */
  subscription_id: number | null;
};

export type MockTables = {
  schools: Table<SchoolRow>;
  users: Table<UserRow>;
  user_profiles: Table<UserProfileRow>;
  sessions: Table<SessionRow>;
  login_failures: Table<LoginFailureRow>;
  statuses: Table<StatusRow>;
  sources: Table<SourceRow>;
  groups: Table<GroupRow>;
  clients: Table<ClientRow>;
  students: Table<StudentRow>;
  leads: Table<LeadRow>;
  subscriptions: Table<SubscriptionRow>;
  lead_groups: Table<MembershipRow>;
  student_groups: Table<MembershipRow>;
  client_groups: Table<MembershipRow>;
  student_clients: Table<StudentClientRow>;
  styles: Table<StyleRow>;
  schedules: Table<ScheduleRow>;
  lessons: Table<LessonRow>;
  lesson_occurrences: Table<LessonOccurrenceRow>;
  attendance: Table<AttendanceRow>;
};

export type TableName = keyof MockTables;

export function emptyTables(): MockTables {
  return {
    schools: emptyTable(),
    users: emptyTable(),
    user_profiles: emptyTable(),
    sessions: emptyTable(),
    login_failures: emptyTable(),
    statuses: emptyTable(),
    sources: emptyTable(),
    groups: emptyTable(),
    clients: emptyTable(),
    students: emptyTable(),
    leads: emptyTable(),
    subscriptions: emptyTable(),
    lead_groups: emptyTable(),
    student_groups: emptyTable(),
    client_groups: emptyTable(),
    student_clients: emptyTable(),
    styles: emptyTable(),
    schedules: emptyTable(),
    lessons: emptyTable(),
    lesson_occurrences: emptyTable(),
    attendance: emptyTable(),
  };
}
