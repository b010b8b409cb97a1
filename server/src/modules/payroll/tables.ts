import type { Generated } from 'kysely';
import type { PayRateKind } from '../../../../src/contract/index.ts';

// The payroll module's tables (0012-pay-rates, 0013-payroll-periods, 0015-lesson-pay). Amounts are integer kopecks.

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
  /** The line's note as JSON (`PayrollNote` in the contract); null for a lesson's own line (0027-ledger-note-codes). */
  note_data: string | null;
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

export type PayrollPayoutTable = {
  id: Generated<number>;
  school_id: number;
  period_id: number;
  teacher_id: number;
  expense_id: number;
  amount: number;
  paid_at: string;
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

export type LessonPayOverrideTable = {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  amount: number;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type PayrollTables = {
  pay_rates: PayRateTable;
  payroll_periods: PayrollPeriodTable;
  payroll_lines: PayrollLineTable;
  payroll_payouts: PayrollPayoutTable;
  payroll_adjustments: PayrollAdjustmentTable;
  lesson_pay_overrides: LessonPayOverrideTable;
};
