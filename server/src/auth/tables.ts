import type { Generated } from 'kysely';

// Sign-in's own tables, owned by auth/ (infrastructure, not a module): staff sessions and the attempt counters.

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

// 0004-registration-attempts.
export type RegistrationAttemptTable = {
  id: Generated<number>;
  ip: string;
  attempted_at: string;
};

export type AuthTables = {
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  registration_attempts: RegistrationAttemptTable;
};
