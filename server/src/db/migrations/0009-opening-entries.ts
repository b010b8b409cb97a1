import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. The ledger gains the `opening` line (docs/import.md): the balance a student brings from the
// CRM a school moves from. Only the kind check changes; every row stays as it is.

const KINDS_BEFORE = `'sale', 'visit', 'debt_visit', 'reversal', 'burn', 'payment', 'refund', 'payment_void'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'opening'`;

/**
 * SQLite cannot alter a check constraint: the table is rebuilt from its own stored definition with the wider check,
 * its rows copied and its indexes recreated, in one transaction with foreign keys off (SQLite's documented way;
 * the migrator runs SQLite migrations outside a transaction, so the pragma takes effect).
 */
async function rebuildOnSqlite(db: AnyDb) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const table = await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'table' and name = 'account_entries'`.execute(trx);
      const indexes = await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'index' and tbl_name = 'account_entries' and sql is not null`.execute(
        trx,
      );
      const definition = table.rows[0]?.sql ?? '';
      const widened = definition
        .replace(/^create table "?account_entries"?/i, 'create table "account_entries_next"')
        .replace(`in (${KINDS_BEFORE})`, `in (${KINDS_AFTER})`);
      if (!widened.includes(KINDS_AFTER) || !widened.includes('account_entries_next'))
        throw new Error('account_entries is not as 0005-money made it');
      await sql.raw(widened).execute(trx);
      await sql`insert into account_entries_next select * from account_entries`.execute(trx);
      await sql`drop table account_entries`.execute(trx);
      await sql`alter table account_entries_next rename to account_entries`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('account_entries lost a reference while rebuilt');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export const openingEntriesMigration: Migration = {
  async up(db: AnyDb) {
    if (dialectOf(db) === 'postgres') {
      await sql`alter table account_entries drop constraint account_entries_kind_check`.execute(db);
      await sql
        .raw(
          `alter table account_entries add constraint account_entries_kind_check check (kind in (${KINDS_AFTER}))`,
        )
        .execute(db);
      return;
    }
    await rebuildOnSqlite(db);
  },
  // No down: a ledger with opening lines cannot go back to a check that refuses them.
};
