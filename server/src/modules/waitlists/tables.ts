import type { Generated } from 'kysely';

// The waitlists module's tables (0031-makeups, docs/makeups.md «Лист ожидания»).

/** How a place in line ended: left, the offer accepted, declined or let run out, or the lesson passed. */
export type WaitlistEndReason = 'left' | 'accepted' | 'declined' | 'expired' | 'closed';

/**
 * One place in a line: a group's or a lesson's, a student's or a lead's (one of each, the database's checks say so).
 * Its offer and its end are stamped once each; the order is the order of joining.
 */
export type WaitlistEntryTable = {
  id: Generated<number>;
  school_id: number;
  group_id: number | null;
  lesson_id: number | null;
  student_id: number | null;
  lead_id: number | null;
  /** The make-up a student waits to book into a full lesson. */
  makeup_id: number | null;
  created_at: string;
  created_by: number | null;
  offered_at: Generated<string | null>;
  offer_expires_at: Generated<string | null>;
  ended_at: Generated<string | null>;
  end_reason: Generated<WaitlistEndReason | null>;
  ended_by: Generated<number | null>;
};

/** A school's answer window for offers; a school without a row has the default. */
export type WaitlistSettingsTable = { school_id: number; offer_hours: Generated<number> };

export type WaitlistTables = {
  waitlist_entries: WaitlistEntryTable;
  waitlist_settings: WaitlistSettingsTable;
};
