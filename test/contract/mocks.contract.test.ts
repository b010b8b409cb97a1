import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { mockServer, resetMockClock, resetMockDb } from '../../mocks/node';
import { contractCases } from './cases';
import { createMockClient } from './mock-client';

describe('API contract: MSW handlers', () => {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetMockClock();
    resetMockDb();
  });
  afterAll(() => mockServer.close());

  it.each(contractCases)('%s', async (_name, run) => {
    await run(createMockClient());
  });
});
