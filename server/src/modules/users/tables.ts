import type { Generated, Selectable } from 'kysely';
import type { Role } from '../../../../src/contract/index.ts';

// The users module's tables: staff accounts and their profiles.

export type UserTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  /** null only for the platform admin. */
  school_id: number | null;
  created_at: string;
};

export type UserProfileTable = {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  phone: string;
  birthdate: string | null;
};

export type UserRow = Selectable<UserTable>;

export type UserProfileRow = Selectable<UserProfileTable>;

export type UserTables = {
  users: UserTable;
  user_profiles: UserProfileTable;
};
