import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Databases the tests and benches make on a PostgreSQL server (DATABASE_URL, BENCH_DATABASE_URL) and drop after.

/** One statement on the server over a connection of its own: CREATE and DROP DATABASE run outside any pool. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of another database on the same server. */
export const databaseAt = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A new database under a random name starting with `prefix` — a copy of `template` when given (CREATE DATABASE …
 * TEMPLATE copies its files) — and how to drop it, connections and all.
 */
export async function throwawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseAt(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
