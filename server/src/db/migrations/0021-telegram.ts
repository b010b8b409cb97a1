import type { Migration } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Сообщения в Telegram (docs/telegram.md): a school's own bot (its token from @BotFather, never
// sent back to a browser), the chats of families linked to it by a one-time deep link, and the lease that lets one
// process at a time read the bot's updates.

export const telegramMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .createTable('telegram_bots')
      .addColumn('school_id', type.reference, (c) =>
        c.primaryKey().references('schools.id').onDelete('cascade'),
      )
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      // The next update to ask the Bot API for (getUpdates' offset): each update is handled once.
      .addColumn('update_offset', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('poll_owner', 'text')
      .addColumn('poll_lease_until', type.instant)
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('telegram_chats')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('chat_id', 'text', (c) => c.notNull())
      .addColumn('linked_at', type.instant, (c) => c.notNull())
      .addUniqueConstraint('telegram_chats_chat', ['school_id', 'chat_id'])
      .execute();
    await db.schema
      .createIndex('telegram_chats_person')
      .on('telegram_chats')
      .columns(['school_id', 'email'])
      .execute();

    await db.schema
      .createTable('telegram_link_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', type.instant, (c) => c.notNull())
      .addColumn('used_at', type.instant)
      .execute();
  },
  // No down: a linked chat is a family's choice, kept until they /stop.
};
