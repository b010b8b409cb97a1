import initSqlJs from 'sql.js';
import { createMockBackend, type MockBackend } from '../../mocks/backend';
import { type ApiClient, createApiClient } from './api-client';
import { CONTRACT_START } from './contract-clock';

/**
 * Clients of the mock host: the server's application over sql.js, as the browser runs it, on a movable
 * clock. The demo is seeded once on the contract's clock (as the server's template is, so demo dates and
 * instants match); every client starts from a fresh copy of it.
 */
export async function createMockHost(): Promise<{ client(): Promise<ApiClient> }> {
  let now = CONTRACT_START.getTime();
  const backend: MockBackend = await createMockBackend({ SQL: await initSqlJs(), now: () => new Date(now) });
  return {
    async client() {
      now = CONTRACT_START.getTime();
      await backend.reset();
      return createApiClient(
        (request) => backend.fetch(request),
        (milliseconds) => {
          now += milliseconds;
        },
      );
    },
  };
}
