import type { Generated } from 'kysely';
import type { AccountEntryKind } from '../../../../src/contract/index.ts';

// The accounts module's table (0005-money): the students' ledger, amounts in integer kopecks.

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
  /** The line's note as JSON, a code and its data (0027-ledger-note-codes; `LedgerNote` in the contract). */
  note_data: string;
  created_by: number | null;
  created_at: string;
};

export type LedgerTables = {
  account_entries: AccountEntryTable;
};
