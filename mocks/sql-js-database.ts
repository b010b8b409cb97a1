import { Kysely } from 'kysely';
import { SqlJsDialect } from 'kysely-wasm';
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js';
import { actorText, actorToken } from '../server/src/db/history-actor.ts';
import type { Database } from '../server/src/db/schema.ts';

/** One embedded SQLite file in memory: sql.js (SQLite compiled to WebAssembly) behind Kysely. */
export type EmbeddedDatabase = {
  db: Kysely<Database>;
  /** The whole file as bytes, to persist or to copy. */
  snapshot(): Uint8Array;
  /** Rows written since the file was opened or last exported: a read leaves it as it was. */
  changes(): number;
  close(): Promise<void>;
};

function applyPragmas(sqlite: SqlJsDatabase): void {
  // As on the Node host: foreign keys carry the cascades, the history triggers ask who writes (0014-history).
  // sql.js reopens the file whenever it exports, which drops both.
  sqlite.run('PRAGMA foreign_keys = ON');
  sqlite.create_function('ritm_actor', () => actorText());
  sqlite.create_function('ritm_api_token', () => actorToken());
}

/** Opens a database from a snapshot, or an empty one. */
export function openEmbeddedDatabase(SQL: SqlJsStatic, bytes?: Uint8Array): EmbeddedDatabase {
  const sqlite = new SQL.Database(bytes);
  applyPragmas(sqlite);
  const db = new Kysely<Database>({ dialect: new SqlJsDialect({ database: sqlite }) });
  return {
    db,
    snapshot() {
      const bytes = sqlite.export();
      applyPragmas(sqlite);
      return bytes;
    },
    changes: () => Number(sqlite.exec('select total_changes()')[0]?.values[0]?.[0] ?? 0),
    close: () => db.destroy(),
  };
}
