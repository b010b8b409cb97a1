import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoOwner } from '../../../src/contract/index.ts';
import { pgbouncerUrl, testDialects } from '../support/test-database.ts';
import { throwawayDatabase } from '../support/throwaway-postgres.ts';
import {
  call,
  logIn,
  ownerLists,
  queryPostgres,
  runCli,
  type Server,
  startCli,
  startServer,
  stopServer,
} from './support.ts';

/**
 * Backups of a working installation, with real processes (docs/backups.md): `npm run backup` beside a server that
 * six writers keep busy gives a consistent copy holding every write acknowledged before it began; `npm run restore`
 * refuses a data directory or database in use; a copy restored into a fresh one gives a server whose every list
 * answers what the copied server answered when the copy was made. On SQLite, and on PostgreSQL with DATABASE_URL —
 * with PGBOUNCER_URL (CI) as hosted installations run: the servers through PgBouncer in transaction mode, pg_dump and
 * pg_restore past it at DATABASE_DIRECT_URL.
 */
const WRITERS = 6;

describe.each(testDialects())('backup and restore of a running installation on %s', (dialect) => {
  const scratch = mkdtempSync(join(tmpdir(), 'ritm-backups-'));
  const backupDir = join(scratch, 'backups');
  const dropLater: (() => Promise<void>)[] = [];
  /** The environment of a server, a backup or a restore on the given data (a data dir, or a database). */
  let first: Record<string, string>;
  let server: Server;
  let atBackup: Record<string, unknown>;
  let quietCopy: string;
  let busyCopy: string;
  let acknowledgedBefore: string[];

  const place = async (name: string): Promise<Record<string, string>> => {
    if (dialect === 'sqlite') return { DATA_DIR: join(scratch, name), BACKUP_DIR: backupDir };
    const database = await throwawayDatabase(process.env.DATABASE_URL as string, 'ritm_backup');
    dropLater.push(database.drop);
    const pooler = pgbouncerUrl();
    const pooled =
      pooler && Object.assign(new URL(pooler), { pathname: new URL(database.url).pathname }).toString();
    return {
      DATABASE_URL: pooled || database.url,
      DATABASE_DIRECT_URL: database.url,
      DATA_DIR: join(scratch, name),
      BACKUP_DIR: backupDir,
    };
  };
  /** The copy a run of `npm run backup` made, as it says. */
  const copyOf = (output: string) => {
    // The size as Russian writes it: «980 КБ», «1 020 КБ» (a space between the thousands), «1,2 МБ».
    const path = /записана и проверена: (.+?), [\d\s,]+ [КМГ]?Б/.exec(output)?.[1];
    expect(path, output).toBeDefined();
    return path as string;
  };

  beforeAll(async () => {
    first = await place('first');
    server = await startServer(first, { fakeTime: true });
  }, 90_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    for (const drop of dropLater) await drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies the database with `npm run backup` and tells the admin', async () => {
    const owner = await logIn(server.port, demoOwner.account.email);
    atBackup = await ownerLists(server.port, owner);
    const answered = Object.values(atBackup).filter(
      (answer) => (answer as { status: number }).status === 200,
    );
    expect(answered.length).toBeGreaterThan(30);
    const backup = await runCli('backup', first);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Резервная копия \(по команде\) записана и проверена/);
    const made = copyOf(backup.output);
    expect(existsSync(made)).toBe(true);
    // Kept aside: the next copy of the same day replaces this one in BACKUP_DIR (7 daily copies: one a day).
    quietCopy = join(scratch, 'quiet-copy');
    copyFileSync(made, quietCopy);

    const admin = await logIn(server.port, demoAdmin.email);
    const status = await call(server.port, admin, 'backupStatus');
    expect(status.body).toMatchObject({
      last_success: { kind: 'manual', file: made.split('/').at(-1) },
      last_failure: null,
      overdue: false,
    });
  }, 90_000);

  it('makes a consistent copy while six writers work, with every write acknowledged before it', async () => {
    const cookie = await logIn(server.port, demoOwner.account.email);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (writerId: number) => {
      for (let index = 0; writing; index += 1) {
        const name = `Писатель ${writerId}-${index}`;
        const created = await call(server.port, cookie, 'leadCreate', {
          name,
          qualification: 'к'.repeat(300),
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 10));

    acknowledgedBefore = [...acknowledged];
    const backup = startCli('backup', first);
    const result = await backup.done;
    const duringBackup = acknowledged.length - acknowledgedBefore.length;
    writing = false;
    await Promise.all(writers);
    expect(result.code, result.output).toBe(0);
    // The writers were not held up: they kept being answered while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);
    busyCopy = copyOf(result.output);

    if (dialect === 'sqlite') {
      const copy = new Database(busyCopy, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('foreign_key_check')).toEqual([]);
        const stored = new Set(copy.prepare('select name from leads').pluck().all());
        expect(acknowledgedBefore.filter((name) => !stored.has(name))).toEqual([]);
      } finally {
        copy.close();
      }
    } else {
      // pg_dump's archive was read whole by the backup's check; here it goes back into a database of its own.
      const target = await place('busy');
      const restored = await runCli('restore', target, [busyCopy]);
      expect(restored.code, restored.output).toBe(0);
      const rows = await queryPostgres<{ name: string }>(
        target.DATABASE_URL as string,
        'select name from leads',
      );
      const stored = new Set(rows.map((row) => row.name));
      expect(acknowledgedBefore.filter((name) => !stored.has(name))).toEqual([]);
    }
  }, 120_000);

  it('refuses to restore over the data a running server uses', async () => {
    const refused = await runCli('restore', first, [quietCopy]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      dialect === 'sqlite'
        ? /Восстановление отменено: Папку данных .* использует запущенный сервер Ритма/
        : /Восстановление отменено: База .* не пуста/,
    );
  }, 60_000);

  it('restores a copy into a fresh place: the server there answers every list as at the copy', async () => {
    await stopServer(server);
    const fresh = await place('restored');
    const restored = await runCli('restore', fresh, [quietCopy]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(dialect === 'sqlite' ? /прошла проверку целостности/ : /восстановлена в/);

    const second = await startServer(fresh, { fakeTime: true });
    try {
      const owner = await logIn(second.port, demoOwner.account.email);
      expect(await ownerLists(second.port, owner)).toEqual(atBackup);
    } finally {
      await stopServer(second);
    }
  }, 120_000);
});
