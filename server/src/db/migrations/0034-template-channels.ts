import { type Migration, sql } from 'kysely';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. Each kind of message on or off per channel (docs/messages.md): a school may send «занятие
// завтра» to Telegram only, or receipts by email only. A template the school kept sends by both, as before.

export const templateChannelsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('message_templates')
      .addColumn('by_email', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
      .execute();
    await db.schema
      .alterTable('message_templates')
      .addColumn('by_telegram', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
      .execute();
  },
};
