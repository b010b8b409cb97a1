import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type Dialect, Kysely, type LogConfig, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from '../src/db/dialect.ts';
import { type Actor, actorText, actorToken, installActorScope } from '../src/db/history-actor.ts';
import type { Database } from '../src/db/schema.ts';
import { inProcessWriter, type SchoolWriter } from '../src/db/school-writer.ts';
import { AuthoredDriver } from './postgres-author.ts';
import { TransactionMigrationLock } from './postgres-migration-lock.ts';
import { postgresWriter } from './postgres-writer.ts';
import { withStatementCache } from './statement-cache.ts';

export type DatabaseOptions = {
  /** `postgres://…`; when set, PostgreSQL is used and the SQLite options are ignored. */
  databaseUrl?: string;
  /** Directory of the SQLite file `ritm.sqlite` (created if missing). */
  dataDir?: string;
  /** An explicit SQLite file, `:memory:`, or the bytes of a file to open in memory (tests). Wins over dataDir. */
  sqliteFile?: string | Buffer;
  /** Kysely's log of every statement (begin and commit too): the write-path bench counts them. */
  log?: LogConfig;
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

/**
 * Kysely's PostgreSQL, safe behind a pooler in transaction mode: every write transaction names its author
 * (postgres-author.ts), and the migrations' lock lives in a transaction (postgres-migration-lock.ts).
 */
function pooledPostgres(pool: pg.Pool): Dialect {
  const postgres = new PostgresDialect({ pool });
  return {
    createDriver: () => new AuthoredDriver(postgres.createDriver()),
    createAdapter: () => new TransactionMigrationLock(pool),
    createIntrospector: (db) => postgres.createIntrospector(db),
    createQueryCompiler: () => postgres.createQueryCompiler(),
  };
}

function createPostgres(databaseUrl: string, log?: LogConfig): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max: 10 });
  // An idle client losing its connection (a database restart) is reported here; without a listener Node would
  // treat it as unhandled and exit. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
  const db = new Kysely<Database>({ dialect: pooledPostgres(pool), log });
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

function createSqlite(file: string | Buffer, log?: LogConfig): DatabaseHandle {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run beside the writer; foreign keys are off by default in SQLite and carry the cascades.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The history triggers' source of who writes (0014-history).
  sqlite.function('ritm_actor', { deterministic: false }, () => actorText());
  sqlite.function('ritm_api_token', { deterministic: false }, () => actorToken());
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  });
  return { db, dialect: 'sqlite', writer: inProcessWriter(), destroy: () => db.destroy() };
}

/** The SQLite file of a data directory. */
export const sqliteFileIn = (dataDir: string) => join(dataDir, 'ritm.sqlite');

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.log);
  if (options.sqliteFile) return createSqlite(options.sqliteFile, options.log);
  const dataDir = options.dataDir ?? './data';
  mkdirSync(dataDir, { recursive: true });
  return createSqlite(sqliteFileIn(dataDir), options.log);
}
