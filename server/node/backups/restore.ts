import { existsSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { migrations } from '../../src/db/migrations/index.ts';
import { LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';
import { sqliteFileIn } from '../database.ts';
import { placeDurably } from './files.ts';
import { checkDump, countRelations, restorePostgres } from './postgres-tools.ts';
import { checkSqlite } from './sqlite-copy.ts';

// `npm run restore -- <file>` (docs/backups.md, «Восстановление»): a copy goes back only after it passes its check,
// and only where nothing is lost — a SQLite data directory no server uses (its database, if any, is kept aside), or
// an empty PostgreSQL database. Every refusal says why and what to do, in Russian.

/** A refusal the person at the console can act on: the CLI prints it without a stack. */
export class RestoreRefused extends Error {}

export type Format = 'sqlite' | 'dump';

/** What the file is, by its first bytes: SQLite's header or pg_dump's custom-format magic. */
export async function formatOfFile(file: string): Promise<Format | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    const head = buffer.subarray(0, bytesRead).toString('latin1');
    if (head === 'SQLite format 3\0') return 'sqlite';
    if (head.startsWith('PGDMP')) return 'dump';
    return null;
  } finally {
    await handle.close();
  }
}

function refuseOtherFormat(format: Format | null, wanted: Format): void {
  if (format === wanted) return;
  if (format === 'dump')
    throw new RestoreRefused(
      'Это копия PostgreSQL (pg_dump): её восстанавливают в пустую базу PostgreSQL — задайте DATABASE_URL.',
    );
  if (format === 'sqlite')
    throw new RestoreRefused(
      'Это копия SQLite: её восстанавливают в папку данных (DATA_DIR) без DATABASE_URL. Перенос школы между ' +
        'SQLite и PostgreSQL — выгрузкой школы, не резервной копией.',
    );
  throw new RestoreRefused('Это не резервная копия Ритма: ни база SQLite, ни архив pg_dump.');
}

export type SqliteRestore = { database: string; keptAside: string[]; pending: string[] };

/** Puts a SQLite copy in place of the data directory's database. */
export async function restoreSqlite(file: string, dataDir: string, now: Date): Promise<SqliteRestore> {
  refuseOtherFormat(await formatOfFile(file), 'sqlite');
  const lock = lockDataDir(dataDir);
  if (!lock)
    throw new RestoreRefused(
      `Папку данных ${dataDir} использует запущенный сервер Ритма (его замок — ${LOCK_FILE}). ` +
        'Остановите сервер и повторите; восстанавливать базу под работающим сервером нельзя.',
    );
  const database = sqliteFileIn(dataDir);
  const incoming = join(dataDir, '.ritm.sqlite.restoring');
  try {
    // The check runs on the bytes that will be put in place, never on the person's own file (which stays as it was).
    await copyFile(file, incoming);
    const check = await checkSqlite(incoming).catch((error: Error) => {
      throw new RestoreRefused(`Копия повреждена: ${error.message}`);
    });
    if (!check.ok)
      throw new RestoreRefused(`Копия повреждена (integrity_check): ${check.problems.join('; ')}`);
    if (!check.migrations)
      throw new RestoreRefused('Это база SQLite, но не Ритма: в ней нет таблицы миграций.');
    const unknown = check.migrations.filter((name) => !(name in migrations));
    if (unknown.length > 0)
      throw new RestoreRefused(
        `Копию сделала более новая версия Ритма (миграции ${unknown.join(', ')}): сначала обновите Ритм.`,
      );
    const keptAside = await keepAside(database, now);
    await placeDurably(incoming, database);
    const pending = Object.keys(migrations).filter((name) => !check.migrations?.includes(name));
    return { database, keptAside, pending };
  } finally {
    await rm(incoming, { force: true });
    lock.release();
  }
}

/**
 * Moves the database the directory had (with its WAL, which may hold its newest writes) aside under one new name,
 * so that nothing is lost and no old WAL is ever read against the restored file.
 */
async function keepAside(database: string, now: Date): Promise<string[]> {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  const aside = database.replace(/\.sqlite$/, `-before-restore-${stamp}.sqlite`);
  const moved: string[] = [];
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (!existsSync(database + suffix)) continue;
    await rename(database + suffix, aside + suffix);
    moved.push(aside + suffix);
  }
  return moved;
}

/** Restores a pg_dump archive into the (empty) database at `databaseUrl` (its own address, not a pooler). */
export async function restoreIntoPostgres(file: string, databaseUrl: string): Promise<void> {
  refuseOtherFormat(await formatOfFile(file), 'dump');
  try {
    await checkDump(file);
  } catch (error) {
    throw new RestoreRefused(`Архив не читается целиком: ${(error as Error).message}`);
  }
  const relations = await countRelations(databaseUrl);
  if (relations > 0)
    throw new RestoreRefused(
      `База ${describeDatabase(databaseUrl)} не пуста (таблиц и других объектов: ${relations}): восстанавливаю ` +
        'только в пустую базу, чтобы ничего не смешать и не затереть. Создайте новую (createdb ritm_restored) ' +
        'и укажите её в DATABASE_URL.',
    );
  await restorePostgres(databaseUrl, file);
}

/** A database's address without its password, for messages. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
