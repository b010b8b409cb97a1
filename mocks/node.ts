import { setupServer } from 'msw/node';
import initSqlJs from 'sql.js';
import { manualClock } from '../src/contract/index.ts';
import { apiHandler } from './api-handler.ts';
import { createMockBackend, type MockBackend } from './backend.ts';
import type { MockMailbox } from './mailbox.ts';

/**
 * The mock host for Node and component tests: `mockServer.listen()` in a setup file, `resetMockDb()` before each
 * test, `mockServer.use(...)` to override an answer. `/api` is answered by the server's own application over
 * an in-memory SQLite (sql.js), seeded with the demo school once and copied for every reset.
 *
 * Sessions: msw/node keeps a cookie store of its own. The `Set-Cookie` of a login is stored there and sent
 * with every later request to that origin, so a login through the SPA's client followed by `/auth/check`
 * just works. The store outlives a test; `resetMockDb()` ends every session, so a cookie left over from an
 * earlier test answers 401.
 */
/**
 * The tests' clock: the app in the component tests reads the same one (src/test/setup.ts), so "today" is the same on both sides
 * and a test means the same at any hour (docs/time.md). A Monday, midday in Moscow.
 */
export const mockClock = manualClock('2026-03-02T09:00:00.000Z');

let backend: Promise<MockBackend> | undefined;
const currentBackend = () => {
  backend ??= initSqlJs().then((SQL) => createMockBackend({ SQL, now: mockClock.now }));
  return backend;
};

export const mockServer = setupServer(apiHandler(currentBackend));

export async function resetMockDb(): Promise<void> {
  await (await currentBackend()).reset();
}

/** The host's daily jobs as at `at` (a deleted school's purge a month on), the tests' clock left where it is. */
export async function runMockJobs(at: Date): Promise<void> {
  await (await currentBackend()).runJobs(at);
}

/** The mail the mock host sent since the last reset (sign-in codes, invitations), after delivering what is due. */
export async function mockMail(): Promise<MockMailbox> {
  const current = await currentBackend();
  await current.deliverMail();
  return current.mailbox;
}
