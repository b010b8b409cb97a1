import type { Generated } from 'kysely';

// The expenses module's table (0005-money): amounts are integer kopecks.

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

export type ExpenseTables = {
  expenses: ExpenseTable;
};
