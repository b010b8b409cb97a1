import { setupServer } from 'msw/node';
import initSqlJs from 'sql.js';
import { apiHandler } from './api-handler.ts';
import { createMockBackend, type MockBackend } from './backend.ts';

/**
 * The mock host for Node and jsdom tests: `mockServer.listen()` in a setup file, `resetMockDb()` before each
 * test, `mockServer.use(...)` to override an answer. `/api` is answered by the server's own application over
 * an in-memory SQLite (sql.js), seeded with the demo school once and copied for every reset.
 *
 * Sessions: msw/node keeps a cookie store of its own. The `Set-Cookie` of a login is stored there and sent
 * with every later request to that origin, so a login through the SPA's client followed by `/auth/check`
 * just works. The store outlives a test; `resetMockDb()` ends every session, so a cookie left over from an
 * earlier test answers 401.
 */
let backend: Promise<MockBackend> | undefined;
const currentBackend = () => {
  backend ??= initSqlJs().then((SQL) => createMockBackend({ SQL }));
  return backend;
};

export const mockServer = setupServer(apiHandler(currentBackend));

export async function resetMockDb(): Promise<void> {
  await (await currentBackend()).reset();
}
