import type { Migration } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Registrations per client address, for their rate limit (docs/api.md, "Registration").

export const registrationAttemptsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .createTable('registration_attempts')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('attempted_at', type.instant, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('registration_attempts_ip_index')
      .on('registration_attempts')
      .columns(['ip', 'attempted_at'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('registration_attempts').execute();
  },
};
