import { afterAll, beforeAll, describe, it } from 'vitest';
import { contractCases } from './cases';
import { createServerClient, prepareServerDatabases, type ServerDatabases } from './server-client';

describe('API contract: server', () => {
  let databases: ServerDatabases;
  beforeAll(async () => {
    databases = await prepareServerDatabases();
  });
  afterAll(() => databases.remove());

  it.each(contractCases)('%s', async (_name, run) => {
    const { api, close } = createServerClient(databases.fresh());
    try {
      await run(api);
    } finally {
      await close();
    }
  });
});
