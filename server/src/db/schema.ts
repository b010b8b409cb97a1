import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../../src/contract/index.ts';

// Table types for Kysely. Timestamps are ISO 8601 UTC strings on both dialects (PostgreSQL's timestamptz is
// parsed back to that shape in database.ts); calendar dates are `YYYY-MM-DD` strings.

export type SchoolTable = {
  id: Generated<number>;
  name: string;
  city: string;
  email: string;
  phone: string;
  created_at: string;
};

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

export type SessionTable = {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type LoginFailureTable = {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: string;
};

export type Database = {
  schools: SchoolTable;
  users: UserTable;
  user_profiles: UserProfileTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
};

export type SchoolRow = Selectable<SchoolTable>;
export type NewSchool = Insertable<SchoolTable>;
export type UserRow = Selectable<UserTable>;
export type UserProfileRow = Selectable<UserProfileTable>;
