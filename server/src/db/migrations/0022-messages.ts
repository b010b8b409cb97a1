import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Сообщения (docs/messages.md): each message knows whom of the school it is for (a client, a
// student or a lead: the staff filter by person and a card lists its own), how it is signed (the school's sender
// name and reply address) and how to unsubscribe from it; the provider's last answer is kept. A school's settings and
// its own templates; the addresses that unsubscribed or bounced and the chats that blocked the bot; the one-time
// unsubscribe links (hashed). A lead may give an email, so a trial reminder reaches them. A school's bot may be
// answered by webhook. The dead column attendance.subscription_id goes.

export const messagesMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    for (const [column, table] of [
      ['client_id', 'clients'],
      ['student_id', 'students'],
      ['lead_id', 'leads'],
    ] as const)
      await db.schema
        .alterTable('outbox')
        .addColumn(column, type.reference, (c) => c.references(`${table}.id`).onDelete('set null'))
        .execute();
    // The person's name as it was when the message was written (a message is a record of what was sent).
    for (const column of ['person_name', 'sender_name', 'reply_to', 'unsubscribe_url', 'provider_reply'])
      await db.schema.alterTable('outbox').addColumn(column, 'text').execute();
    // The staff's list: a school's messages newest first; a card's: one person's.
    await db.schema
      .createIndex('outbox_school_created')
      .on('outbox')
      .columns(['school_id', 'created_at'])
      .execute();
    await db.schema.createIndex('outbox_client').on('outbox').column('client_id').execute();
    await db.schema.createIndex('outbox_student').on('outbox').column('student_id').execute();

    // A bot answered by webhook (an installation with a public https address): only the hash of the secret Telegram
    // sends back with each update is kept.
    await db.schema.alterTable('telegram_bots').addColumn('webhook_secret_hash', 'text').execute();

    // attendance.subscription_id has never been written since the ledger came (0005: a visit's line names its
    // pass): the dead column goes. SQLite refuses to drop a column its history triggers name, so they are made
    // again without it; PostgreSQL's trigger copies whatever row there is.
    if (dialectOf(db) === 'sqlite')
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists attendance_${event}_history`).execute(db);
    await db.schema.alterTable('attendance').dropColumn('subscription_id').execute();
    await recordHistory(db, 'attendance');

    await db.schema.alterTable('leads').addColumn('email', 'text').execute();
    await recordHistory(db, 'leads');

    await db.schema
      .createTable('message_settings')
      .addColumn('school_id', type.reference, (c) =>
        c.primaryKey().references('schools.id').onDelete('cascade'),
      )
      .addColumn('email_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('sender_name', 'text')
      .addColumn('reply_to', 'text')
      .addColumn('reminder_hour', 'integer', (c) =>
        c.notNull().defaultTo(18).check(sql`reminder_hour between 0 and 23`),
      )
      .addColumn('quiet_from', 'text', (c) => c.notNull().defaultTo('22:00'))
      .addColumn('quiet_to', 'text', (c) => c.notNull().defaultTo('09:00'))
      .addColumn('visits_left_notice', 'integer', (c) =>
        c.notNull().defaultTo(1).check(sql`visits_left_notice between 0 and 10`),
      )
      .execute();

    await db.schema
      .createTable('message_templates')
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_at', type.instant, (c) => c.notNull())
      .addPrimaryKeyConstraint('message_templates_pk', ['school_id', 'kind'])
      .execute();

    await db.schema
      .createTable('message_optouts')
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'telegram')`))
      // An email address, or a chat id.
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) =>
        c.notNull().check(sql`reason in ('unsubscribed', 'bounced', 'blocked')`),
      )
      .addColumn('detail', 'text')
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addPrimaryKeyConstraint('message_optouts_pk', ['school_id', 'channel', 'address'])
      .execute();

    await db.schema
      .createTable('unsubscribe_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();
  },
  // No down: an unsubscribe is a family's word, kept.
};
