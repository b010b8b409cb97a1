import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from '../src/db/dialect.ts';
import { type Actor, actorScope, actorText, actorToken, installActorScope } from '../src/db/history-actor.ts';
import type { Database } from '../src/db/schema.ts';
import { inProcessWriter, type SchoolWriter } from '../src/db/school-writer.ts';
import { postgresWriter } from './postgres-writer.ts';
import { withStatementCache } from './statement-cache.ts';

export type DatabaseOptions = {
  /** `postgres://…`; when set, PostgreSQL is used and the SQLite options are ignored. */
  databaseUrl?: string;
  /** Directory of the SQLite file `ritm.sqlite` (created if missing). */
  dataDir?: string;
  /** An explicit SQLite file, or `:memory:` (tests). Wins over dataDir. */
  sqliteFile?: string;
};

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** The school's one writer: this process's queue on SQLite, plus an advisory lock on PostgreSQL. */
  writer: SchoolWriter;
  destroy: () => Promise<void>;
};

/** Lock connections of a process: at most this many schools write at the same moment from it. */
const WRITER_CONNECTIONS = 10;

const { builtins, getTypeParser } = pg.types;
const parseTimestamptz = getTypeParser(builtins.TIMESTAMPTZ);

/**
 * Parsers that make PostgreSQL rows look like SQLite rows, so both answer the same JSON: int8 (bigint ids,
 * count(*)) as numbers, DATE as the plain `YYYY-MM-DD` text, timestamptz as an ISO 8601 UTC string.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === builtins.INT8) return (value: string) => Number(value);
    if (oid === builtins.DATE) return (value: string) => value;
    if (oid === builtins.TIMESTAMPTZ) return (value: string) => parseTimestamptz(value).toISOString();
    return getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

// Requests interleave here: each one's actor (db/history-actor.ts) travels with its own async work.
const actors = new AsyncLocalStorage<Actor>();
installActorScope({
  run: (actor, work) => actors.run(actor, work),
  current: () => actors.getStore() ?? null,
});

/** What the history triggers see: every insert, update and delete (a `with` may hold one). */
const WRITES = /^\s*(insert|update|delete|with|merge)\b/i;
/** What takes back a setting made inside a transaction, with the rest of it. */
const ROLLBACK = /^\s*rollback\b/i;

/**
 * The history triggers read who writes from the connection's `ritm.actor` setting, so a connection is told its
 * request's actor before a write — only when it differs from what the connection was last told. Before a write,
 * not when the connection is taken from the pool: most of a request's statements read, and telling every checkout
 * was a third of all statements sent (a request takes a connection for its session and again for its handler, and
 * the pool seldom hands back the one the same person had). A setting made in a transaction that rolls back is
 * taken back with it, so the next write tells it again.
 */
function tellActors(pool: pg.Pool): void {
  const told = new WeakMap<pg.PoolClient, string>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
    const tellThenQuery = async (text: string, values: unknown) => {
      const current = actorScope().current();
      const actor = actorText(current);
      const token = String(actorToken(current) ?? '');
      if (told.get(client) !== `${actor}/${token}`) {
        await query("select set_config('ritm.actor', $1, false), set_config('ritm.api_token', $2, false)", [
          actor,
          token,
        ]);
        told.set(client, `${actor}/${token}`);
      }
      return query(text, values);
    };
    client.query = ((text: unknown, values?: unknown) => {
      if (typeof text !== 'string') return query(text, values);
      if (ROLLBACK.test(text)) told.delete(client);
      return WRITES.test(text) ? tellThenQuery(text, values) : query(text, values);
    }) as typeof client.query;
  });
}

function createPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max: 10 });
  tellActors(pool);
  // An idle client losing its connection (a database restart) is reported here; without a listener Node would
  // treat it as unhandled and exit. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const { writer, end } = postgresWriter(databaseUrl, WRITER_CONNECTIONS);
  return {
    db,
    dialect: 'postgres',
    writer,
    destroy: async () => {
      await end();
      await db.destroy();
    },
  };
}

function createSqlite(file: string): DatabaseHandle {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run beside the writer; foreign keys are off by default in SQLite and carry the cascades.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The history triggers' source of who writes (0014-history).
  sqlite.function('ritm_actor', { deterministic: false }, () => actorText());
  sqlite.function('ritm_api_token', { deterministic: false }, () => actorToken());
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', writer: inProcessWriter(), destroy: () => db.destroy() };
}

/** The SQLite file of a data directory. */
export const sqliteFileIn = (dataDir: string) => join(dataDir, 'ritm.sqlite');

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  if (options.sqliteFile) return createSqlite(options.sqliteFile);
  const dataDir = options.dataDir ?? './data';
  mkdirSync(dataDir, { recursive: true });
  return createSqlite(sqliteFileIn(dataDir));
}
