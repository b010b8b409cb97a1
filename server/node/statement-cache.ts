import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct query texts kept prepared; the app has a few hundred, so the oldest rarely goes. */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite file for Kysely with its statements kept prepared: Kysely's driver calls `prepare` for every query,
 * and compiling the SQL was a quarter of a cheap request's time (a session check and a 304 list answer). A kept
 * statement is safe to reuse: better-sqlite3 runs one at a time and re-prepares it by itself after a schema change.
 * `iterate` (Kysely's streaming) would lock a shared statement, so nothing here streams.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
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
