import type { Migration } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Indexes the money reads need at the size of a school with years of history (measured by
// bench/money.bench.ts): whether a ledger line was undone (every charge decision asks), what was paid for a
// subscription, and each student's balance read from the index alone. And the day a school's ended
// subscriptions were last swept for burns, so the sweep runs once a day instead of on every read.

export const moneyIndexesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('schools').addColumn('expiry_swept_on', columnTypes(db).date).execute();
    await db.schema
      .createIndex('account_entries_reverses_index')
      .on('account_entries')
      .column('reverses_id')
      .execute();
    await db.schema
      .createIndex('payments_subscription_index')
      .on('payments')
      .column('subscription_id')
      .execute();
    await db.schema
      .createIndex('account_entries_balance_index')
      .on('account_entries')
      .columns(['school_id', 'student_id', 'amount'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const index of [
      'account_entries_balance_index',
      'payments_subscription_index',
      'account_entries_reverses_index',
    ])
      await db.schema.dropIndex(index).execute();
    await db.schema.alterTable('schools').dropColumn('expiry_swept_on').execute();
  },
};
