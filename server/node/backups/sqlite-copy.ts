import { Worker } from 'node:worker_threads';

// A consistent copy of a live SQLite database, checked, without holding up the school's work: SQLite's online backup
// API (better-sqlite3's `backup()`) in a worker thread with a connection of its own, then `PRAGMA integrity_check`
// on the copy there too. Never a plain copy of the file: a write in the middle would leave half of it in the copy.
//
// Why this shape: the copy and the check of a large database take seconds of synchronous SQLite work, which on the
// server's own thread would stall every request. A worker's connection reads the database in one WAL read
// transaction — a snapshot of the moment it began — and in WAL mode a reader blocks no writer, so the server's
// writes go on meanwhile; the backup is not copied in small steps, because another connection's write between two
// steps starts SQLite's backup over, and six busy writers could restart it forever.

const worker = new URL('./sqlite-copy-worker.mjs', import.meta.url);

export type SqliteCheck = {
  ok: boolean;
  /** integrity_check's first complaints when it is not `ok`. */
  problems: string[];
  /** The names of the migrations the copy has, or null for a file without Ritm's migrations. */
  migrations: string[] | null;
};

function runWorker(job: { mode: 'copy' | 'check'; source?: string; target: string }): Promise<SqliteCheck> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(worker, { workerData: job });
    thread.once('message', (message: { result?: SqliteCheck; error?: string }) => {
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'SQLite copy failed'));
    });
    thread.once('error', reject);
    thread.once('exit', (code) => {
      if (code !== 0) reject(new Error(`SQLite copy thread stopped with code ${code}`));
    });
  });
}

/** Copies the database file `source` to `target` (a new file) and checks the copy. */
export function copySqlite(source: string, target: string): Promise<SqliteCheck> {
  return runWorker({ mode: 'copy', source, target });
}

/** Checks a copy in place (and makes it self-contained: no WAL beside it). */
export function checkSqlite(file: string): Promise<SqliteCheck> {
  return runWorker({ mode: 'check', target: file });
}
