import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDump } from '../../node/backups/postgres-tools.ts';
import { checkSqlite } from '../../node/backups/sqlite-copy.ts';
import { createDatabase } from '../../node/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { testDialects } from '../support/test-database.ts';
import { throwawayDatabase } from '../support/throwaway-postgres.ts';
import { exited, runCli, startCli } from './support.ts';

/**
 * kill -9 in the middle of `npm run backup` (docs/backups.md, «Если копирование прервали»): the copy being written
 * never gets a copy's name, the earlier copies stay as they were, and the next run clears the remains and succeeds.
 * The database carries ballast, so that the copy takes long enough to be interrupted.
 */
describe.each(testDialects())('kill -9 during a backup on %s', (dialect) => {
  const scratch = mkdtempSync(join(tmpdir(), 'ritm-backup-kill-'));
  const backupDir = join(scratch, 'backups');
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await dropDatabase?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A migrated database with ballast that does not compress (~100 MB in SQLite, ~30 MB in PostgreSQL). */
  async function ballastDatabase(): Promise<Record<string, string>> {
    const place = { DATA_DIR: join(scratch, 'data'), BACKUP_DIR: backupDir };
    if (dialect === 'sqlite') {
      const handle = createDatabase({ dataDir: place.DATA_DIR });
      await migrateToLatest(handle.db);
      await sql`create table ballast (b blob)`.execute(handle.db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 25000)
        insert into ballast select randomblob(4000) from n`.execute(handle.db);
      await handle.destroy();
      return place;
    }
    const database = await throwawayDatabase(process.env.DATABASE_URL as string, 'ritm_backup');
    dropDatabase = database.drop;
    const handle = createDatabase({ databaseUrl: database.url });
    await migrateToLatest(handle.db);
    await sql`create table ballast as select g as id,
        (select string_agg(md5(random()::text || g || s.i), '') from generate_series(1, 24) s(i)) as t
      from generate_series(1, 40000) g`.execute(handle.db);
    await handle.destroy();
    return { ...place, DATABASE_URL: database.url };
  }

  const files = () => readdirSync(backupDir).sort();
  const copies = () => files().filter((name) => name.startsWith('ritm-'));
  const digest = (name: string) =>
    createHash('sha256')
      .update(readFileSync(join(backupDir, name)))
      .digest('hex');
  const check = async (name: string) => {
    if (dialect === 'sqlite') expect((await checkSqlite(join(backupDir, name))).ok).toBe(true);
    else await checkDump(join(backupDir, name));
  };

  it('leaves the earlier copies intact, and the next run succeeds', async () => {
    const place = await ballastDatabase();
    const firstRun = await runCli('backup', place);
    expect(firstRun.code, firstRun.output).toBe(0);
    const [earlier] = copies();
    expect(earlier).toBeDefined();
    const earlierDigest = digest(earlier as string);
    const earlierFile = statSync(join(backupDir, earlier as string)).ino;

    const interrupted = startCli('backup', place);
    // The moment the copy's partial file appears, the run dies without a word.
    while (!files().some((name) => name.endsWith('.partial'))) {
      if (interrupted.child.exitCode !== null)
        throw new Error(`The run ended first:\n${(await interrupted.done).output}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    interrupted.child.kill('SIGKILL');
    await exited(interrupted.child);

    // Its remains have a partial name only; the earlier copy is byte for byte what it was, and still checks.
    expect(copies()).toEqual([earlier]);
    expect(files().some((name) => name.endsWith('.partial'))).toBe(true);
    expect(digest(earlier as string)).toBe(earlierDigest);
    await check(earlier as string);

    // pg_dump, writing into a pipe nobody reads any more, stops on its own; the next run clears what is left.
    const next = await runCli('backup', place);
    expect(next.code, next.output).toBe(0);
    expect(next.output).toMatch(/Удалены недописанные файлы прерванной копии/);
    expect(files().filter((name) => !name.startsWith('ritm-'))).toEqual([]);
    // A new file (made within the first's second, it bears the same name and replaced it — a copy is never edited).
    const newest = copies().at(-1) as string;
    expect(statSync(join(backupDir, newest)).ino).not.toBe(earlierFile);
    await check(newest);
    expect(existsSync(join(backupDir, newest))).toBe(true);
  }, 180_000);
});
