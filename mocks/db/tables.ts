import type { Role } from '@/contract';
import { emptyTable, type Table } from './table';

// Row shapes mirror the server's tables (server/src/db/schema.ts) so the same ids and fields come out.
// Instants are ISO 8601 UTC strings. A later feature adds its table here and to `emptyTables`; every row
// of school data carries `school_id`, which is all the school delete needs to cascade to it.

export type SchoolRow = {
  id: number;
  name: string;
  city: string;
  email: string;
  phone: string;
  created_at: string;
};

export type UserRow = {
  id: number;
  email: string;
  /** Plain text: the mock database never leaves the browser tab and no answer ever includes it. */
  password: string;
  role: Role;
  school_id: number | null;
  created_at: string;
};

export type UserProfileRow = {
  id: number;
  user_id: number;
  full_name: string;
  phone: string;
  birthdate: string | null;
};

export type SessionRow = {
  id: number;
  /** The cookie value itself; the server stores only its hash, which the mock does not need. */
  token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type LoginFailureRow = {
  id: number;
  email: string;
  ip: string;
  failed_at: string;
};

export type MockTables = {
  schools: Table<SchoolRow>;
  users: Table<UserRow>;
  user_profiles: Table<UserProfileRow>;
  sessions: Table<SessionRow>;
  login_failures: Table<LoginFailureRow>;
};

export type TableName = keyof MockTables;

export function emptyTables(): MockTables {
  return {
    schools: emptyTable(),
    users: emptyTable(),
    user_profiles: emptyTable(),
    sessions: emptyTable(),
    login_failures: emptyTable(),
  };
}
