import type { Generated } from 'kysely';

// The history module's table (0014-history): written by the database's triggers, read by this module only.

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
  /** The API token the write came with (0026-integrations); `user_id` is then the owner who made the token. */
  api_token_id: Generated<number | null>;
};

export type HistoryTables = {
  history: HistoryTable;
};
