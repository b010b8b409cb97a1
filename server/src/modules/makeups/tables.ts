import type { Generated } from 'kysely';

// The makeups module's tables (0031-makeups, docs/makeups.md): the make-ups excused absences earned.

/** Why a make-up stopped standing: the mark that earned it changed, or its lesson was cancelled or deleted. */
export type MakeupVoidReason = 'mark_changed' | 'lesson_canceled' | 'lesson_deleted';

/**
 * A make-up an excused absence earned, written once: the pass it counts against, the lesson missed (its day and
 * style as they were), the day it expires. What became of it — booked, used, expired — is read from its bookings and
 * the day, never stored as a status.
 */
export type MakeupTable = {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  subscription_id: number;
  /** Null once the missed lesson is deleted. */
  lesson_id: number | null;
  missed_on: string;
  direction_id: number | null;
  /** The pass's rule, copied: only a lesson of the missed lesson's style may make it up. */
  same_style: boolean | number;
  expires_on: string;
  earned_at: string;
  voided_at: Generated<string | null>;
  void_reason: Generated<MakeupVoidReason | null>;
  /** When the daily job found it expired unused and said so. */
  expired_at: Generated<string | null>;
};

export type MakeupTables = {
  makeups: MakeupTable;
};
