import type { TestProject } from 'vitest/node';
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
  }
}

/** Once per run of the Node projects: the templates every test database is copied from; dropped afterwards. */
export default async function setup(project: TestProject) {
  // As in every test file (cheap-password-hashing.ts): the seeded accounts' hashes use the cheap cost.
  installPasswordHashing(nodeScrypt, 'cheap');
  const folder = temporaryDirectory();
  project.provide('sqliteTemplates', await writeSqliteTemplates(folder.dir));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresTemplates(serverUrl) : null;
  project.provide('postgresTemplates', postgres?.names ?? null);
  return async () => {
    await postgres?.drop();
    folder.remove();
  };
}
