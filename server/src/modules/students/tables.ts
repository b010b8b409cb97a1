import type { Generated } from 'kysely';
import type { SkillLevel } from '../../../../src/contract/index.ts';

// The students module's tables (0002-people): the students and the clients each is linked to.

export type StudentTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  birthdate: string | null;
  skill_level: SkillLevel;
  contact: string;
  status_id: number | null;
  created_at: string;
  /** An adult student's own address for the cabinet (0020-cabinet). */
  email: string | null;
  /** Deleted, hidden everywhere, restorable for RESTORE_DAYS (0033-people-deletion, docs/deletion.md). */
  deleted_at: string | null;
  deleted_by: number | null;
  /** The groups they were in when deleted, a JSON list of ids: a restore puts them back. */
  deleted_groups: string | null;
  /** When the purge cleared the personal data of a deleted student with money rows. */
  purged_at: string | null;
};

export type StudentClientTable = {
  student_id: number;
  client_id: number;
  relation: string;
  is_payer: boolean | number;
};

export type StudentTables = {
  students: StudentTable;
  student_clients: StudentClientTable;
};
