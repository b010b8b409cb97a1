import type { Generated } from 'kysely';

// The clients module's table (0002-people).

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
  /** Deleted, hidden everywhere, restorable for RESTORE_DAYS (0033-people-deletion, docs/deletion.md). */
  deleted_at: string | null;
  deleted_by: number | null;
  /** The groups they were in when deleted, a JSON list of ids: a restore puts them back. */
  deleted_groups: string | null;
  /** When the purge cleared the personal data of a deleted client with money rows. */
  purged_at: string | null;
};

export type ClientTables = {
  clients: ClientTable;
};
