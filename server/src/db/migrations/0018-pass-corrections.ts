import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. A school's first month (docs/money.md): a sold pass is corrected by ledger lines — its terms
// changed with a reason (`pass_change`), cancelled (`pass_cancel`, and the pass remembers the day), handed to
// another child of the family (`pass_transfer`); and an absence of a student without a pass is billed only where
// the school says so (off by default).

const KINDS_BEFORE = `'sale', 'visit', 'debt_visit', 'reversal', 'burn', 'payment', 'refund', 'payment_void', 'opening'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'pass_change', 'pass_cancel', 'pass_transfer'`;

/**
 * SQLite cannot alter a check constraint: the table is rebuilt from its stored definition with the wider check (as
 * 0009 did), its rows copied and its indexes and triggers (the history's, the revisions') made again from their own
 * stored text — dropping the table drops them. Foreign keys are off meanwhile (the migrator runs SQLite migrations
 * outside a transaction, so the pragma takes effect).
 */
async function widenOnSqlite(db: AnyDb) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const stored = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
        where tbl_name = 'account_entries' and sql is not null order by type desc`.execute(trx);
      const definition = stored.rows.find((row) => row.type === 'table')?.sql ?? '';
      const widened = definition
        .replace(/^create table "?account_entries"?/i, 'create table "account_entries_next"')
        .replace(`in (${KINDS_BEFORE})`, `in (${KINDS_AFTER})`);
      if (!widened.includes(KINDS_AFTER) || !widened.includes('account_entries_next'))
        throw new Error('account_entries is not as 0009-opening-entries made it');
      await sql.raw(widened).execute(trx);
      await sql`insert into account_entries_next select * from account_entries`.execute(trx);
      await sql`drop table account_entries`.execute(trx);
      await sql`alter table account_entries_next rename to account_entries`.execute(trx);
      for (const row of stored.rows.filter((row) => row.type !== 'table'))
        await sql.raw(row.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('account_entries lost a reference while rebuilt');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export const passCorrectionsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    if (dialectOf(db) === 'postgres') {
      await sql`alter table account_entries drop constraint account_entries_kind_check`.execute(db);
      await sql
        .raw(
          `alter table account_entries add constraint account_entries_kind_check check (kind in (${KINDS_AFTER}))`,
        )
        .execute(db);
    } else await widenOnSqlite(db);

    // The day a pass was cancelled: from then on it covers no lesson (its money is settled by its ledger line).
    await db.schema.alterTable('subscriptions').addColumn('canceled_on', type.date).execute();
    await recordHistory(db, 'subscriptions');

    // Off by default: an absence with no pass to take it from costs nothing unless the school decides otherwise.
    await db.schema
      .alterTable('schools')
      .addColumn('bill_absence_without_pass', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .execute();
    await recordHistory(db, 'schools');
  },
  // No down: a ledger with correction lines cannot go back to a check that refuses them.
};
