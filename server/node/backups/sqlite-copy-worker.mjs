// @ts-check
// The heavy part of a SQLite copy, off the server's thread (sqlite-copy.ts says why): SQLite's online backup from a
// connection of its own, then the check of the copy. Plain JavaScript, so that a worker thread runs it the same
// under `npm start`, `npm run backup` and Vitest.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** better-sqlite3 copies this many pages per step at most: one step copies everything. */
const ALL_PAGES = 0x7fffffff;
/** How many of integrity_check's complaints are worth repeating. */
const PROBLEMS_SHOWN = 10;

/** @param {{ mode: 'copy' | 'check', source?: string, target: string }} job */
async function run(job) {
  if (job.mode === 'copy' && job.source) {
    const source = new Database(job.source, { fileMustExist: true, timeout: 10_000 });
    try {
      // One step: the whole copy is read in one read transaction — one consistent moment of the database. In WAL
      // mode a reader blocks no writer, so the server keeps writing meanwhile; steps between which it wrote
      // would start the copy over.
      await source.backup(job.target, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
  }
  const copy = new Database(job.target, { fileMustExist: true });
  try {
    // A copy is one self-contained file: no -wal or -shm beside it, whoever opens it later.
    copy.pragma('journal_mode = DELETE');
    const problems = /** @type {string[]} */ (
      copy
        .pragma('integrity_check', { simple: false })
        .map((/** @type {{ integrity_check: string }} */ row) => row.integrity_check)
    );
    const hasMigrations = copy
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    const migrations = hasMigrations
      ? copy.prepare('select name from kysely_migration order by name').pluck().all().map(String)
      : null;
    const ok = problems.length === 1 && problems[0] === 'ok';
    return { ok, problems: ok ? [] : problems.slice(0, PROBLEMS_SHOWN), migrations };
  } finally {
    copy.close();
  }
}

run(workerData).then(
  (result) => parentPort?.postMessage({ result }),
  (error) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
