import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mocks for Node and jsdom tests: `mockServer.listen()` in a setup file, `resetMockDb()` before each test,
 * `mockServer.use(...)` to override an answer. The database stays in memory (no latency, no storage).
 *
 * Sessions in tests: msw/node keeps a cookie store of its own. The `Set-Cookie` of a mocked login is stored
 * there (for http://localhost) and sent with every later request to that origin, so in jsdom a login through
 * the SPA's ky client followed by `/auth/check` just works, no cookie handling needed in the test. The store
 * outlives a test; `resetMockDb()` ends every session, so a cookie left over from an earlier test answers 401.
 * A request that sends its own `Cookie` header wins over the store (the contract suite relies on that).
 */
export const mockServer = setupServer(...handlers);

export { resetMockClock, setMockClock } from './db/clock';
export { resetMockDb } from './db/database';
