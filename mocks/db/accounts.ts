import type { Role } from '@/contract';
import { mockNow } from './clock';
import { releaseFromSchedule } from './schedule-staff';
import { deleteRows, insertRow } from './table';
import type { MockTables, UserProfileRow, UserRow } from './tables';

export type NewAccount = {
  email: string;
  password: string;
  role: Role;
  school_id: number | null;
  profile: Omit<UserProfileRow, 'id' | 'user_id'>;
};

/** A user and their profile, created together so both get the same id (as on the server). */
export function createAccount(db: MockTables, account: NewAccount): UserRow {
  const user = insertRow(db.users, {
    email: account.email,
    password: account.password,
    role: account.role,
    school_id: account.school_id,
    created_at: mockNow().toISOString(),
  });
  insertRow(db.user_profiles, { user_id: user.id, ...account.profile });
  return user;
}

/** Compared as the server hashes them: NFC, so the same letters typed differently still match. */
export function isPasswordOf(user: UserRow, password: string): boolean {
  return user.password.normalize('NFC') === password.normalize('NFC');
}

export function findUserByEmail(db: MockTables, email: string): UserRow | undefined {
  const wanted = email.toLowerCase();
  return db.users.rows.find((user) => user.email === wanted);
}

export function findProfile(db: MockTables, userId: number): UserProfileRow | undefined {
  return db.user_profiles.rows.find((profile) => profile.user_id === userId);
}

export function endSessionsOf(db: MockTables, userId: number): void {
  deleteRows(db.sessions, (session) => session.user_id === userId);
}

/** A user goes with their profile and sessions (the server's ON DELETE CASCADE); their lessons stay. */
export function deleteAccount(db: MockTables, userId: number): void {
  endSessionsOf(db, userId);
  releaseFromSchedule(db, userId);
  deleteRows(db.user_profiles, (profile) => profile.user_id === userId);
  deleteRows(db.users, (user) => user.id === userId);
}
