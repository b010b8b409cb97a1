import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct query texts kept prepared; the app has a few hundred, so the oldest rarely goes. */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite file for Kysely with its statements kept prepared: Kysely's driver calls `prepare` for every query,
 * and compiling the SQL was a quarter of a cheap request's time (a session check and a 304 list answer). A kept
 * statement is safe to reuse: better-sqlite3 runs one at a time and re-prepares it by itself after a schema change.
 * `iterate` (Kysely's streaming) would lock a shared statement, so nothing here streams.
 *
 * Kysely opens a transaction with a plain (deferred) `begin`; here it becomes `begin immediate`, which takes the write
 * lock at once. A deferred transaction that read first and then writes fails at once with SQLITE_BUSY_SNAPSHOT —
 * busy_timeout does not help — when another process (`npm run backup` recording its run, `npm run restore`'s check)
 * wrote in between; an immediate one waits for that process instead.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = prepared.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (prepared.size >= MAX_STATEMENTS) prepared.delete(prepared.keys().next().value as string);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}
