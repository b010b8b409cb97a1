import type { Generated } from 'kysely';

// The makeups module's tables (0031-makeups, docs/makeups.md): the make-ups excused absences earned, and the
// lessons they are booked into.

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

/** Why a booking was cancelled: by the front desk, by the family, by its lesson's cancellation or its make-up's. */
export type BookingCancelReason = 'staff' | 'family' | 'lesson_canceled' | 'makeup_voided';

/**
 * A make-up booked into a lesson: the student is its guest while the booking is open. Cancelling it stamps it once;
 * a new booking is a new row.
 */
export type MakeupBookingTable = {
  id: Generated<number>;
  school_id: number;
  makeup_id: number;
  lesson_id: number;
  student_id: number;
  /** The make-up's pass, which the guest's visit is charged to. */
  subscription_id: number;
  booked_at: string;
  booked_by: number | null;
  canceled_at: Generated<string | null>;
  canceled_by: Generated<number | null>;
  cancel_reason: Generated<BookingCancelReason | null>;
};

export type MakeupTables = {
  makeups: MakeupTable;
  makeup_bookings: MakeupBookingTable;
};
