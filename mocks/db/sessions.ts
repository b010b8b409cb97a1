import { mockNow } from './clock';
import { deleteRows, findRow, insertRow } from './table';
import type { MockTables, UserRow } from './tables';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** 32 random bytes in base64url, the same shape as the server's cookie token. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function startSession(db: MockTables, userId: number): string {
  const now = mockNow();
  const token = newToken();
  insertRow(db.sessions, {
    token,
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
  });
  return token;
}

/** The user behind a cookie token, read fresh so a role change or a deleted account counts at once. */
export function findSessionUser(db: MockTables, token: string): UserRow | undefined {
  if (token === '') return undefined;
  const session = db.sessions.rows.find((row) => row.token === token);
  if (!session || Date.parse(session.expires_at) <= mockNow().getTime()) return undefined;
  return findRow(db.users, session.user_id);
}

export function endSession(db: MockTables, token: string): void {
  deleteRows(db.sessions, (row) => row.token === token);
}
