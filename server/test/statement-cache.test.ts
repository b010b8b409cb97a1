import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../node/statement-cache.ts';

describe('SQLite statements kept prepared', () => {
  it('prepares a query text once and reuses it', () => {
    const sqlite = new Database(':memory:');
    const cached = withStatementCache(sqlite);
    expect(cached.prepare('select 1 as one')).toBe(cached.prepare('select 1 as one'));
    expect(cached.prepare('select 2 as two')).not.toBe(cached.prepare('select 1 as one'));
    sqlite.close();
  });

  it('answers from the current schema after a table changes', async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: withStatementCache(new Database(':memory:')) }),
    });
    await sql`create table notes (id integer primary key, text text)`.execute(db);
    await sql`insert into notes (text) values ('первая')`.execute(db);
    const read = () => db.selectFrom('notes').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, text: 'первая' }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect(await read()).toEqual([{ id: 1, text: 'первая', pinned: 0 }]);
    await db.destroy();
  });
});

describe('SQLite transactions beside another process', () => {
  it('take the write lock when they begin, so a write from elsewhere waits instead of failing theirs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ritm-begin-'));
    const file = join(dir, 'ritm.sqlite');
    const server = new Database(file);
    server.pragma('journal_mode = WAL');
    server.exec('create table notes (id integer primary key, text text)');
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: withStatementCache(server) }),
    });
    const elsewhere = new Database(file, { timeout: 0 });
    try {
      let outsideWrite: unknown = null;
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('notes').selectAll().execute();
        try {
          elsewhere.prepare("insert into notes (text) values ('снаружи')").run();
        } catch (error) {
          outsideWrite = (error as { code?: string }).code;
        }
        await trx.insertInto('notes').values({ text: 'сервер' }).execute();
      });
      expect(outsideWrite).toBe('SQLITE_BUSY');
      expect(elsewhere.prepare('select text from notes').pluck().all()).toEqual(['сервер']);
    } finally {
      elsewhere.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
