import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServerIfNeeded, bundle } from '../../../scripts/build-server.mjs';
import { nodeScrypt } from '../../node/node-scrypt.ts';
import { installPasswordHashing } from '../../src/auth/password.ts';
import {
  createPostgresTemplates,
  type Template,
  temporaryDirectory,
  writeSqliteTemplates,
} from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files of the SQLite templates (support/database-templates.ts). */
    sqliteTemplates: Record<Template, string>;
    /** The template databases on DATABASE_URL's server, when there is one. */
    postgresTemplates: Record<Template, string> | null;
    /** The outbox's delivery worker of the process tests, bundled as the host is (messages/support). */
    outboxWorker: string;
  }
}

/** Once per run of the Node projects: the templates every test database is copied from; dropped afterwards. */
export default async function setup(project: TestProject) {
  // As in every test file (cheap-password-hashing.ts): the seeded accounts' hashes use the cheap cost.
  installPasswordHashing(nodeScrypt, 'cheap');
  const folder = temporaryDirectory();
  // Inside the repository, where the bundle's imports find node_modules.
  const testBundles = fileURLToPath(new URL('../../../node_modules/.cache/ritm-tests', import.meta.url));
  const serverUrl = process.env.DATABASE_URL;
  // At once: esbuild works in threads of its own and PostgreSQL in its own processes, while SQLite's templates are
  // written here. The process tests start the host as `npm start` does: from its bundles, rebuilt when a source is
  // newer.
  const [bundles, sqlite, postgres] = await Promise.allSettled([
    buildServerIfNeeded().then(() => bundle(['server/test/messages/support/outbox-worker.ts'], testBundles)),
    writeSqliteTemplates(folder.dir),
    serverUrl ? createPostgresTemplates(serverUrl) : null,
  ]);
  if (bundles.status === 'rejected' || sqlite.status === 'rejected' || postgres.status === 'rejected') {
    if (postgres.status === 'fulfilled') await postgres.value?.drop();
    folder.remove();
    throw [bundles, sqlite, postgres].find((step) => step.status === 'rejected')?.reason;
  }
  project.provide('outboxWorker', join(testBundles, 'outbox-worker.mjs'));
  project.provide('sqliteTemplates', sqlite.value);
  project.provide('postgresTemplates', postgres.value?.names ?? null);
  return async () => {
    await postgres.value?.drop();
    folder.remove();
  };
}
