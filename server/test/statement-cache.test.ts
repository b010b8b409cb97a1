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
