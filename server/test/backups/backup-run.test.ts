import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, type MockInstance, vi } from 'vitest';
import { apiPath, demoOwner } from '../../../src/contract/index.ts';
import { backupBeforeMigrations } from '../../node/backups/host-backups.ts';
import { type BackupSettings, makeBackup } from '../../node/backups/make-backup.ts';
import { partialName } from '../../node/backups/names.ts';
import { RestoreRefused, restoreSqlite } from '../../node/backups/restore.ts';
import { checkSqlite } from '../../node/backups/sqlite-copy.ts';
import { lockDataDir } from '../../node/data-dir-lock.ts';
import { createDatabase, sqliteFileIn } from '../../node/database.ts';
import { createApp } from '../../src/app.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { backupStatus, recordBackupRun } from '../../src/modules/backups/service.ts';
import { api, loginAs } from '../support/api-client.ts';
import { createTestClock } from '../support/test-clock.ts';

// A backup run on SQLite in this process, as the server makes its nightly copy (docs/backups.md): writes go on while
// the copy is made; BACKUP_COMMAND gets the copy's path as an argument and its failure is the run's; a copy is made
// before migrations change a database; a restore refuses what would lose data.

const scratch = mkdtempSync(join(tmpdir(), 'ritm-backup-run-'));
let dirs = 0;
const freshDir = (name: string) => {
  dirs += 1;
  const dir = join(scratch, `${dirs}-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const settings = (dir: string, command?: string): BackupSettings => ({
  dir: join(dir, 'backups'),
  command,
  zone: 'Europe/Moscow',
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The demo school in a SQLite file of its own, with an app over it as the Node host builds one. */
async function demoInstallation(name: string, ballastMb = 0) {
  const dataDir = freshDir(name);
  const clock = createTestClock();
  // The run's seeded template (support/database-templates.ts: the demo at the test clock's start), as a file of its
  // own in the data directory: the host opens it as it opens any database it finds there.
  copyFileSync(inject('sqliteTemplates').seeded, sqliteFileIn(dataDir));
  const handle = createDatabase({ dataDir });
  if (ballastMb > 0) {
    await sql`create table ballast (b blob)`.execute(handle.db);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ballastMb * 256})
      insert into ballast select randomblob(4096) from n`.execute(handle.db);
  }
  const app = createApp({ db: handle.db, now: clock.now, writer: handle.writer });
  return { dataDir, file: sqliteFileIn(dataDir), handle, app, clock };
}

describe('a backup on the server’s own process', () => {
  it('lets the school’s writes go on while it copies, and holds every write acknowledged before it', async () => {
    const installation = await demoInstallation('busy', 100);
    const owner = api(installation.app, await loginAs(installation.app, demoOwner.account.email));
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (writerId: number) => {
      for (let index = 0; writing; index += 1) {
        const name = `Писатель ${writerId}-${index}`;
        const created = await owner.post(`/${apiPath('leadCreate')}`, { name });
        expect(created.status, created.text).toBe(201);
        acknowledged.push(name);
        // Requests reach a server as I/O, one event-loop turn each; in-process calls would otherwise chain as
        // microtasks and starve everything else, the backup's progress included.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = Array.from({ length: 6 }, (_, writerId) => writer(writerId));
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));

    const before = [...acknowledged];
    const outcome = await makeBackup(
      { sqliteFile: installation.file },
      settings(installation.dataDir),
      'daily',
      installation.clock.now,
    );
    const during = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);
    await installation.handle.destroy();

    expect(outcome.error).toBeNull();
    // The copy ran beside the school's work: writes were answered while it was being made.
    expect(during).toBeGreaterThan(0);
    const copy = new Database(outcome.path as string, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      const stored = new Set(copy.prepare('select name from leads').pluck().all());
      expect(before.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      copy.close();
    }
    // One self-contained file: nothing but the copy in BACKUP_DIR.
    expect(readdirSync(settings(installation.dataDir).dir)).toEqual([outcome.file]);
  }, 120_000);
});

describe('what interrupted runs left', () => {
  it('is cleared by the next run, even under this process’s own pid (a container’s server is pid 1 every time)', async () => {
    const installation = await demoInstallation('leftovers');
    await installation.handle.destroy();
    const dir = settings(installation.dataDir).dir;
    mkdirSync(dir, { recursive: true });
    const leftovers = [
      partialName('ritm-20260301T000000Z-daily.sqlite', process.pid),
      `${partialName('ritm-20260301T000000Z-daily.sqlite', process.pid)}-journal`,
      // A process that no longer exists (pids stop well below this).
      partialName('ritm-20260228T000000Z-daily.sqlite', 4_194_999),
    ];
    for (const name of leftovers) writeFileSync(join(dir, name), 'half a copy');
    const outcome = await makeBackup(
      { sqliteFile: installation.file },
      settings(installation.dataDir),
      'daily',
      installation.clock.now,
    );
    expect(outcome.error).toBeNull();
    expect(outcome.cleared.sort()).toEqual([...leftovers].sort());
    expect(readdirSync(dir)).toEqual([outcome.file]);
  });
});

describe('BACKUP_COMMAND', () => {
  it('gets the copy’s path as one argument, whatever the path holds', async () => {
    const installation = await demoInstallation('command');
    await installation.handle.destroy();
    // A folder name a shell would run, split and unquote if the path were spliced into the command.
    const odd = join(installation.dataDir, 'копии $(touch pwned) ; "q" `id`');
    const shipped = join(installation.dataDir, 'shipped');
    mkdirSync(shipped);
    const outcome = await makeBackup(
      { sqliteFile: installation.file },
      { ...settings(installation.dataDir), dir: odd, command: `cp -t '${shipped}'` },
      'manual',
      installation.clock.now,
    );
    expect(outcome.error).toBeNull();
    expect(readdirSync(shipped)).toEqual([outcome.file]);
    // Buffer's own comparison: toEqual walks a few megabytes byte by byte (seconds).
    expect(
      readFileSync(join(shipped, outcome.file as string)).equals(readFileSync(outcome.path as string)),
    ).toBe(true);
    expect(existsSync(join(installation.dataDir, 'pwned'))).toBe(false);
    expect(existsSync('pwned')).toBe(false);

    // "$1" where the command wants it.
    const named = join(installation.dataDir, 'named');
    const second = await makeBackup(
      { sqliteFile: installation.file },
      { ...settings(installation.dataDir), dir: odd, command: `cp "$1" '${named}' && test -s '${named}'` },
      'manual',
      installation.clock.now,
    );
    expect(second.error).toBeNull();
    expect(existsSync(named)).toBe(true);
  });

  it('fails the run when it fails, saying why; the copy stays and nothing is pruned', async () => {
    const installation = await demoInstallation('command-fails');
    const outcome = await makeBackup(
      { sqliteFile: installation.file },
      { ...settings(installation.dataDir), command: 'echo "нет связи с хранилищем" >&2; exit 3' },
      'daily',
      installation.clock.now,
    );
    expect(outcome.error).toBe('BACKUP_COMMAND завершилась с кодом 3: нет связи с хранилищем');
    expect(existsSync(outcome.path as string)).toBe(true);

    // What the admin sees: the failure, and no good copy.
    await recordBackupRun(installation.handle.db, outcome);
    const status = await backupStatus(installation.handle.db, installation.clock.now());
    await installation.handle.destroy();
    expect(status).toMatchObject({
      last_success: null,
      last_failure: { kind: 'daily', error: 'BACKUP_COMMAND завершилась с кодом 3: нет связи с хранилищем' },
      overdue: true,
    });
  });
});

describe('the copy before migrations', () => {
  // What the host says at start (what it copies and why) belongs to its console, not to the test run's.
  let said: MockInstance;
  let cried: MockInstance;
  beforeEach(() => {
    said = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    cried = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    said.mockRestore();
    cried.mockRestore();
  });

  it('is made when migrations are about to change a database, and holds the database as it was', async () => {
    const dataDir = freshDir('older');
    const clock = createTestClock();
    const handle = createDatabase({ dataDir });
    const names = Object.keys(migrations);
    const previous = names.at(-2) as string;
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo(previous);
    const outcome = await backupBeforeMigrations(
      handle.db,
      { sqliteFile: sqliteFileIn(dataDir) },
      settings(dataDir),
      clock.now,
    );
    expect(outcome).toMatchObject({ kind: 'pre-migration', error: null });
    expect(said).toHaveBeenCalledWith(expect.stringMatching(/^База будет обновлена \(\d{4}-/));
    expect((await checkSqlite(outcome?.path as string)).migrations).toEqual(names.slice(0, -1).sort());

    // Up to date: nothing to copy. A new database: nothing to lose.
    await migrateToLatest(handle.db);
    expect(
      await backupBeforeMigrations(
        handle.db,
        { sqliteFile: sqliteFileIn(dataDir) },
        settings(dataDir),
        clock.now,
      ),
    ).toBeNull();
    await handle.destroy();
    const blank = freshDir('blank');
    const empty = createDatabase({ dataDir: blank });
    expect(
      await backupBeforeMigrations(empty.db, { sqliteFile: sqliteFileIn(blank) }, settings(blank), clock.now),
    ).toBeNull();
    await empty.destroy();
  });

  it('stops the migration when no copy can be made', async () => {
    const dataDir = freshDir('no-room');
    const handle = createDatabase({ dataDir });
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo(Object.keys(migrations).at(-2) as string);
    // BACKUP_DIR is a file: no copy can go there.
    writeFileSync(join(dataDir, 'not-a-folder'), '');
    await expect(
      backupBeforeMigrations(
        handle.db,
        { sqliteFile: sqliteFileIn(dataDir) },
        { ...settings(dataDir), dir: join(dataDir, 'not-a-folder') },
        createTestClock().now,
      ),
    ).rejects.toThrow(/Обновление базы отменено: резервная копия перед миграцией не сделана/);
    expect(cried).toHaveBeenCalledWith(
      expect.stringMatching(/!!! РЕЗЕРВНАЯ КОПИЯ НЕ СДЕЛАНА \(перед миграцией\)/),
    );
    await handle.destroy();
  });
});

describe('restore', () => {
  async function aCopy(name: string): Promise<string> {
    const installation = await demoInstallation(name);
    await installation.handle.destroy();
    const outcome = await makeBackup(
      { sqliteFile: installation.file },
      settings(installation.dataDir),
      'manual',
      installation.clock.now,
    );
    return outcome.path as string;
  }
  const now = new Date('2026-05-14T10:00:00Z');

  it('keeps the database it replaces aside, with its WAL', async () => {
    const copy = await aCopy('source');
    const target = await demoInstallation('target');
    const owner = api(target.app, await loginAs(target.app, demoOwner.account.email));
    expect((await owner.post(`/${apiPath('leadCreate')}`, { name: 'Только в старой базе' })).status).toBe(
      201,
    );
    await target.handle.destroy();
    // What kill -9 leaves: the newest writes still in the WAL beside the file, not yet in it.
    const crashed = new Database(target.file);
    crashed.pragma('wal_autocheckpoint = 0');
    crashed
      .prepare(
        "insert into backup_runs (kind, started_at, finished_at, file) values ('manual', 'x', 'x', 'в WAL')",
      )
      .run();
    const dead = freshDir('crashed');
    for (const suffix of ['', '-wal'])
      copyFileSync(`${target.file}${suffix}`, `${sqliteFileIn(dead)}${suffix}`);
    crashed.close();

    const restored = await restoreSqlite(copy, dead, now);
    const aside = join(dead, 'ritm-before-restore-20260514T100000Z.sqlite');
    expect(restored.keptAside).toEqual([aside, `${aside}-wal`]);
    const old = new Database(aside);
    const back = new Database(restored.database, { readonly: true });
    try {
      expect(old.prepare('select name from leads').pluck().all()).toContain('Только в старой базе');
      expect(old.prepare('select file from backup_runs').pluck().all()).toContain('в WAL');
      expect(back.prepare('select name from leads').pluck().all()).not.toContain('Только в старой базе');
      expect(back.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      old.close();
      back.close();
    }
    expect(restored.pending).toEqual([]);
  });

  it('refuses a damaged copy, a copy of a newer Ritm, another file, and a directory in use', async () => {
    const copy = await aCopy('refusals');
    const target = freshDir('refusals-target');

    const damaged = join(scratch, 'damaged.sqlite');
    const bytes = readFileSync(copy);
    bytes.fill(0x5a, 8192, bytes.length - 4096);
    writeFileSync(damaged, bytes);
    await expect(restoreSqlite(damaged, target, now)).rejects.toThrow(/Копия повреждена/);

    const newer = join(scratch, 'newer.sqlite');
    writeFileSync(newer, readFileSync(copy));
    const future = new Database(newer);
    future
      .prepare("insert into kysely_migration (name, timestamp) values ('9999-future', '2099-01-01')")
      .run();
    future.close();
    await expect(restoreSqlite(newer, target, now)).rejects.toThrow(/более новая версия Ритма/);

    const text = join(scratch, 'notes.txt');
    writeFileSync(text, 'не база');
    await expect(restoreSqlite(text, target, now)).rejects.toThrow(RestoreRefused);

    const lock = lockDataDir(target);
    try {
      await expect(restoreSqlite(copy, target, now)).rejects.toThrow(/использует запущенный сервер Ритма/);
    } finally {
      lock?.release();
    }
    // None of it touched the directory: no database appeared.
    expect(existsSync(sqliteFileIn(target))).toBe(false);
    await restoreSqlite(copy, target, now);
    expect(existsSync(sqliteFileIn(target))).toBe(true);
  });
});

describe('the data directory’s lock', () => {
  it('is one holder’s at a time, and free again once released', () => {
    const dir = freshDir('lock');
    const first = lockDataDir(dir);
    expect(first).not.toBeNull();
    expect(lockDataDir(dir)).toBeNull();
    first?.release();
    const again = lockDataDir(dir);
    expect(again).not.toBeNull();
    again?.release();
  });
});
