import type { Migration } from 'kysely';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. Indexes the reports need (bench/money.bench.ts, three years of history): the ledger lines
// of a period (visits used and burned), and each student's balance on a given day read from the index alone
// (debts at the end of a period).

export const reportIndexesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('account_entries_day_index')
      .on('account_entries')
      .columns(['school_id', 'entry_date'])
      .execute();
    await db.schema
      .createIndex('account_entries_balance_day_index')
      .on('account_entries')
      .columns(['school_id', 'student_id', 'entry_date', 'amount'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const index of ['account_entries_balance_day_index', 'account_entries_day_index'])
      await db.schema.dropIndex(index).execute();
  },
};
