import type { Generated } from 'kysely';
import type { PaymentMethod, PaymentType } from '../../../../src/contract/index.ts';

// The payments module's tables (0005-money): amounts are integer kopecks.

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

export type PaymentTables = {
  payments: PaymentTable;
  refunds: RefundTable;
};
