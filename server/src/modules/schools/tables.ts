import type { Generated, Insertable, Selectable } from 'kysely';

// The schools module's table: a school's card, its money settings and its cabinet's terms.

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
  /** Deleted, and restorable until 30 days after (0028-school-deletion); null for a school at work. */
  deleted_at: Generated<string | null>;
  deleted_by: Generated<number | null>;
};

export type SchoolRow = Selectable<SchoolTable>;

export type NewSchool = Insertable<SchoolTable>;

export type SchoolTables = {
  schools: SchoolTable;
};
