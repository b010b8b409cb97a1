import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../node/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { createBlankDatabase, testDialects } from '../support/test-database.ts';

// 0009-opening-entries widens the ledger's kind check. On SQLite that rebuilds the table: a ledger written before
// must come through whole, references between its lines included.

const upTo = (last: string) =>
  Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));

describe.each(testDialects())('the opening line migration on %s', (dialect) => {
  let handle: DatabaseHandle;
  let indexesBefore: string[] = [];
  const indexNames = async () =>
    (
      await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'index' and tbl_name = 'account_entries' and sql is not null order by name`.execute(
        handle.db,
      )
    ).rows.map((row) => row.name);
  const entry = (kind: string, amount: number, reverses: number | null = null) => ({
    school_id: 1,
    student_id: 1,
    kind,
    entry_date: '2026-03-02',
    amount,
    visits: 0,
    reverses_id: reverses,
    note: kind,
    created_at: '2026-03-02T09:00:00.000Z',
  });
  // A line as written after 0027-ledger-note-codes, which stores the note as its code.
  const laterEntry = (kind: string, amount: number) => {
    const { note, ...line } = entry(kind, amount);
    return { ...line, note_data: JSON.stringify({ code: 'text', text: note }) };
  };

  beforeAll(async () => {
    handle = await createBlankDatabase(dialect);
    const before = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => upTo('0007-report-indexes') },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    const db = handle.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto('schools')
      .values({
        name: 'Школа',
        city: 'Казань',
        email: 'a@b.ru',
        phone: '',
        created_at: '2026-03-02T09:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('students')
      .values({
        school_id: 1,
        name: 'Анна',
        skill_level: 'beginner',
        contact: '',
        created_at: '2026-03-02T09:00:00.000Z',
      })
      .execute();
    await db.insertInto('account_entries').values(entry('payment', 500_000)).execute();
    await db
      .insertInto('account_entries')
      .values(entry('reversal', -500_000, 1))
      .execute();
    if (dialect === 'sqlite') indexesBefore = await indexNames();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.destroy());

  it('keeps every line and its reference, and takes opening lines while still refusing an unknown kind', async () => {
    const lines = await handle.db
      .selectFrom('account_entries')
      .select(['id', 'kind', 'amount', 'reverses_id'])
      .orderBy('id')
      .execute();
    expect(
      lines.map((line) => [
        Number(line.id),
        line.kind,
        line.amount,
        line.reverses_id && Number(line.reverses_id),
      ]),
    ).toEqual([
      [1, 'payment', 500_000, null],
      [2, 'reversal', -500_000, 1],
    ]);
    await handle.db
      .insertInto('account_entries')
      .values({ ...laterEntry('opening', -120_000), kind: 'opening' })
      .execute();
    await expect(
      handle.db
        .insertInto('account_entries')
        .values({ ...laterEntry('gift', 1), kind: 'gift' as 'opening' })
        .execute(),
    ).rejects.toThrow();
    // The rebuilt table still numbers new lines after the old ones, and its indexes are back.
    const [last] = await handle.db
      .selectFrom('account_entries')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(Number(last?.id)).toBe(3);
    if (dialect === 'sqlite') {
      expect(indexesBefore).toContain('account_entries_burn_unique');
      expect(await indexNames()).toEqual(indexesBefore);
    }
  });
});
