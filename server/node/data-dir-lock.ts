import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

// Who uses a SQLite data directory (docs/backups.md, «Восстановление»): the server holds an exclusive lock on
// `ritm.lock` there for as long as it runs, and `npm run restore` takes the same lock before it replaces the
// database — so a restore never pulls the file from under a running server, and a server never starts in the middle
// of a restore (or beside another server on the same file). The lock is SQLite's own (a POSIX lock on a small
// SQLite file): the operating system drops it when the process ends, however it ends — kill -9 leaves no stale
// pid file to clean by hand.

export const LOCK_FILE = 'ritm.lock';

export type DataDirLock = { release: () => void };

/** Takes the directory's lock, or returns null when another process holds it. */
export function lockDataDir(dataDir: string): DataDirLock | null {
  mkdirSync(dataDir, { recursive: true });
  const lock = new BetterSqlite3(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    // In exclusive locking mode a connection keeps the lock of its first write until it closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    // The file holds nothing worth a journal; without one no `-journal` lingers beside it.
    lock.pragma('journal_mode = MEMORY');
    lock.exec('create table if not exists holder (pid integer); delete from holder;');
    lock.prepare('insert into holder (pid) values (?)').run(process.pid);
    return { release: () => lock.close() };
  } catch (error) {
    lock.close();
    if (String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) return null;
    throw error;
  }
}
