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
};

export type ClientTables = {
  clients: ClientTable;
};
