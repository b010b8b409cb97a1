import { resetMockDb, setMockClock } from '../../mocks/node';
import { type ApiClient, createApiClient, SESSION_COOKIE } from './api-client';
import { CONTRACT_START } from './contract-clock';

/**
 * A client of the MSW handlers (msw/node must be listening). msw/node has a cookie store of its own that
 * would add the last session cookie to every request; sending the jar's cookie, even an empty one, always
 * wins over it, so each client sees exactly what its own jar holds, as with the server.
 */
export function createMockClient(): ApiClient {
  let now = CONTRACT_START.getTime();
  setMockClock(() => new Date(now));
  // Seeded on the contract's clock, as the server's template is, so demo dates and instants match.
  resetMockDb();
  return createApiClient(
    (request) => {
      if (!request.headers.has('cookie')) request.headers.set('cookie', `${SESSION_COOKIE}=`);
      return fetch(request);
    },
    (milliseconds) => {
      now += milliseconds;
    },
  );
}
