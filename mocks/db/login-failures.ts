import { deleteRows, insertRow } from './table';
import type { LoginFailureRow, MockTables } from './tables';

// The numbers of docs/api.md ("Login throttling"), the same as the server's.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

/** The address the mocks record failures under: a browser tab has no socket address to report. */
export const MOCK_CLIENT_ADDRESS = 'local';

/** Milliseconds until the failures drop under the limit, or 0 when the limit is not reached. */
function waitFor(failures: LoginFailureRow[], limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const times = failures.map((failure) => Date.parse(failure.failed_at)).sort((a, b) => a - b);
  // When this failure leaves the window, fewer than `limit` remain (with exactly `limit`, the oldest).
  const releasing = times[failures.length - limit] ?? now.getTime();
  return releasing + WINDOW_MS - now.getTime();
}

/** Seconds until `email` may try again from `ip`, or null when it may try now. */
export function loginBlockedFor(db: MockTables, email: string, ip: string, now: Date): number | null {
  const since = now.getTime() - WINDOW_MS;
  const recent = db.login_failures.rows.filter((failure) => Date.parse(failure.failed_at) > since);
  const wait = Math.max(
    waitFor(
      recent.filter((failure) => failure.email === email),
      MAX_FAILURES_PER_EMAIL,
      now,
    ),
    waitFor(
      recent.filter((failure) => failure.ip === ip),
      MAX_FAILURES_PER_ADDRESS,
      now,
    ),
  );
  return wait > 0 ? Math.ceil(wait / 1000) : null;
}

export function recordLoginFailure(db: MockTables, email: string, ip: string, now: Date): void {
  insertRow(db.login_failures, { email, ip, failed_at: now.toISOString() });
}

export function clearLoginFailures(db: MockTables, email: string): void {
  deleteRows(db.login_failures, (failure) => failure.email === email);
}
