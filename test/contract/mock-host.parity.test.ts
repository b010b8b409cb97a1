import { beforeAll, describe, it } from 'vitest';
import { contractCaseGroups, paritySample } from './cases';
import { createMockHost } from './mock-client';

/**
 * The mock host runs the server's own application, so the rules are the same code; what could still differ
 * is the host: sql.js instead of better-sqlite3, pure-JS scrypt, cookies through MSW, the seed on a new
 * engine. A sample of the server's contract cases, one group per area, runs here to prove the host answers
 * like the Node host: same seed ids, same sessions, same errors, same lists.
 */
describe('mock host answers like the Node host', () => {
  let host: Awaited<ReturnType<typeof createMockHost>>;
  beforeAll(async () => {
    host = await createMockHost();
  });

  it.each(contractCaseGroups(paritySample))('%s', async (_name, run) => {
    await run(await host.client());
  });
});
