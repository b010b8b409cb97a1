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
  // The process tests start the host as `npm start` does: from its bundles, rebuilt here when a source is newer.
  await buildServerIfNeeded();
  // Inside the repository, where the bundle's imports find node_modules.
  const testBundles = fileURLToPath(new URL('../../../node_modules/.cache/ritm-tests', import.meta.url));
  await bundle(['server/test/messages/support/outbox-worker.ts'], testBundles);
  project.provide('outboxWorker', join(testBundles, 'outbox-worker.mjs'));
  project.provide('sqliteTemplates', await writeSqliteTemplates(folder.dir));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresTemplates(serverUrl) : null;
  project.provide('postgresTemplates', postgres?.names ?? null);
  return async () => {
    await postgres?.drop();
    folder.remove();
  };
}
