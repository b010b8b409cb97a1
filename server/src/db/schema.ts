import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  AccountEntryKind,
  GroupEntityType,
  PaymentMethod,
  PaymentType,
  PayRateKind,
  Role,
  SkillLevel,
  StatusType,
  SubscriptionKind,
  SubscriptionStart,
} from '../../../src/contract/index.ts';
import type { CabinetTables } from '../modules/cabinet/tables.ts';
import type { OutboxTables } from '../modules/outbox/tables.ts';
import type { TelegramTables } from '../modules/telegram/tables.ts';

// Table types for Kysely. Timestamps are ISO 8601 UTC strings on both dialects (PostgreSQL's timestamptz is
// parsed back to that shape in database.ts); calendar dates are `YYYY-MM-DD` strings.

export type SchoolTable = {
  id: Generated<number>;
  name: string;
  city: string;
  email: string;
  phone: string;
  created_at: string;
  /** Kopecks charged for a visit no pass covers (0005-money). */
  single_lesson_price: Generated<number>;
  /** Debt visits after which the roll warns before another. */
  debt_visit_limit: Generated<number>;
  /** The day ended subscriptions were last swept for burns (0006-money-indexes). */
  expiry_swept_on: Generated<string | null>;
  /** IANA zone the school's days and hours are counted in (0016-school-time). */
  time_zone: Generated<string>;
  /** An absence with no pass to take it from is billed as a debt visit (0018-pass-corrections; off by default). */
  bill_absence_without_pass: Generated<boolean | number>;
  /** Личный кабинет (0020-cabinet): how long before a lesson «не придём» closes, and the school's offer. */
  cabinet_cutoff_minutes: Generated<number>;
  offer_text: Generated<string>;
  offer_version: Generated<number>;
  cabinet_freeze: Generated<'instant' | 'request'>;
};

/** The day a host job last ran for a school (0016-school-time): once per school per day. */
export type SchoolJobTable = {
  school_id: number;
  job: string;
  done_on: string;
};

/** A create's Idempotency-Key and the answer it gave, kept a day (0016-school-time). */
export type IdempotencyKeyTable = {
  user_id: number;
  key: string;
  endpoint: string;
  body_hash: string;
  status: number;
  answer: string;
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
  /** Whether an absence without a reason takes a visit (0005-money). */
  charge_absence: Generated<boolean | number>;
  /** How many students a student group takes; null is no limit (0008-group-capacity). */
  capacity: Generated<number | null>;
  /** The name as people tell names apart (groupNameKey): unique per school and table (0017-group-name-keys). */
  name_key: string | null;
};

export type ClientTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  phone: string;
  birthdate: string | null;
  contact: string;
  created_at: string;
  /** Signs the family in to the cabinet (0020-cabinet); unique in the school. */
  email: string | null;
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
  /** An adult student's own address for the cabinet (0020-cabinet). */
  email: string | null;
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
  /** Visits the pass was sold with; null for an unlimited pass. What remains is the ledger's sum. */
  visits: number | null;
  // The copy of its template a sold pass keeps (0005-money).
  template_id: number | null;
  kind: Generated<SubscriptionKind>;
  price: Generated<number>;
  validity_days: Generated<number>;
  starts_on: Generated<SubscriptionStart>;
  freeze_count: Generated<number>;
  freeze_days: Generated<number>;
  /** Null until a first-visit pass starts. */
  starts_at: string | null;
  sold_by: number | null;
  /** The day it was cancelled (0018-pass-corrections): from then on it covers no lesson. */
  canceled_on: Generated<string | null>;
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
  /** The closure that cancelled it (0011-closures); null otherwise. */
  closure_id: Generated<number | null>;
  /** Who took it off «Не отмечены прошедшие занятия», and when (0019-unmarked-dismissals); null until then. */
  unmarked_dismissed_by: Generated<number | null>;
  unmarked_dismissed_at: Generated<string | null>;
};

export type ClosureTable = {
  id: Generated<number>;
  school_id: number;
  starts_on: string;
  ends_on: string;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type ClosureGroupTable = {
  id: Generated<number>;
  school_id: number;
  closure_id: number;
  group_id: number;
};

/** Days a closure gave back to a pass that was valid during it. */
export type SubscriptionExtensionTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  closure_id: number;
  days: number;
  created_at: string;
};

export type PayRateTable = {
  id: Generated<number>;
  school_id: number;
  teacher_id: number;
  kind: PayRateKind;
  amount: number;
  min_amount: number;
  percent: number;
  group_id: number | null;
  direction_id: number | null;
  effective_from: string;
  created_by: number | null;
  created_at: string;
};

export type PayrollPeriodTable = {
  id: Generated<number>;
  school_id: number;
  date_from: string;
  date_to: string;
  closed_by: number | null;
  closed_at: string;
};

export type PayrollLineTable = {
  id: Generated<number>;
  school_id: number;
  period_id: number;
  teacher_id: number;
  lesson_id: number | null;
  lesson_date: string;
  note: string;
  start_time: string;
  group_name: string;
  duration_minutes: number;
  students_present: number;
  charged: number;
  rate_kind: PayRateKind | null;
  rate_amount: number;
  rate_min_amount: number;
  rate_percent: number;
  amount: number;
  /** Why the lesson paid a one-off amount instead of its rate (0015-lesson-pay); null for the rate. */
  override_reason: Generated<string | null>;
};

export type LessonPayOverrideTable = {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  amount: number;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type PayrollAdjustmentTable = {
  id: Generated<number>;
  school_id: number;
  teacher_id: number;
  on_date: string;
  amount: number;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type PayrollPayoutTable = {
  id: Generated<number>;
  school_id: number;
  period_id: number;
  teacher_id: number;
  expense_id: number;
  amount: number;
  paid_at: string;
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
  is_excused: Generated<boolean | number>;
  /** When the family announced the absence from the cabinet (0020-cabinet); null for a mark of the staff. */
  announced_at: Generated<string | null>;
};

// Money (0005-money): amounts are integer kopecks.

export type SubscriptionTemplateTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  kind: SubscriptionKind;
  visits: number | null;
  price: number;
  validity_days: number;
  starts_on: SubscriptionStart;
  freeze_count: number;
  freeze_days: number;
  is_archived: boolean | number;
  created_at: string;
};
export type SubscriptionTemplateGroupTable = { template_id: number; group_id: number };
export type SubscriptionTemplateStyleTable = { template_id: number; style_id: number };

export type SubscriptionFreezeTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  starts_on: string;
  days: number;
  created_by: number | null;
  created_at: string;
};

export type PaymentTable = {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  client_id: number | null;
  subscription_id: number | null;
  type: PaymentType;
  method: PaymentMethod;
  amount: number;
  paid_on: string;
  comment: string;
  created_by: number | null;
  created_at: string;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
};

export type RefundTable = {
  id: Generated<number>;
  school_id: number;
  payment_id: number;
  amount: number;
  refunded_on: string;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type ExpenseTable = {
  id: Generated<number>;
  school_id: number;
  category: string;
  amount: number;
  spent_on: string;
  comment: string;
  created_by: number | null;
  created_at: string;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
};

/** A school's data revision: raised by every write to its data (0010-school-revisions). */
export type SchoolRevisionTable = { school_id: number; revision: number };

export type AccountEntryTable = {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  kind: AccountEntryKind;
  entry_date: string;
  amount: number;
  visits: number;
  subscription_id: number | null;
  lesson_id: number | null;
  payment_id: number | null;
  refund_id: number | null;
  reverses_id: number | null;
  note: string;
  created_by: number | null;
  created_at: string;
};

/** The history of changes (0014-history): written only by triggers, never updated. */
export type HistoryTable = {
  id: Generated<number>;
  school_id: number;
  at: string;
  user_id: number | null;
  table_name: string;
  entity: string;
  entity_id: number;
  action: string;
  /** The row as JSON text: null before an insert and after a delete. */
  before: string | null;
  after: string | null;
};

export type Database = CabinetTables &
  OutboxTables &
  TelegramTables & {
    schools: SchoolTable;
    school_jobs: SchoolJobTable;
    idempotency_keys: IdempotencyKeyTable;
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
    subscription_templates: SubscriptionTemplateTable;
    subscription_template_groups: SubscriptionTemplateGroupTable;
    subscription_template_styles: SubscriptionTemplateStyleTable;
    subscription_freezes: SubscriptionFreezeTable;
    payments: PaymentTable;
    refunds: RefundTable;
    expenses: ExpenseTable;
    account_entries: AccountEntryTable;
    school_revisions: SchoolRevisionTable;
    closures: ClosureTable;
    closure_groups: ClosureGroupTable;
    subscription_extensions: SubscriptionExtensionTable;
    pay_rates: PayRateTable;
    payroll_periods: PayrollPeriodTable;
    payroll_lines: PayrollLineTable;
    payroll_payouts: PayrollPayoutTable;
    payroll_adjustments: PayrollAdjustmentTable;
    history: HistoryTable;
    lesson_pay_overrides: LessonPayOverrideTable;
  };

export type SchoolRow = Selectable<SchoolTable>;
export type NewSchool = Insertable<SchoolTable>;
export type UserRow = Selectable<UserTable>;
export type UserProfileRow = Selectable<UserProfileTable>;
