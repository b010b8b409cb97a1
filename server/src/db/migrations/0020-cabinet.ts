import { type Migration, sql } from 'kysely';
import { trackRevisions } from './0011-closures.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. Личный кабинет (docs/cabinet.md): parents and adult students sign in by an emailed one-time
// code, so clients and students gain an email; a family's «не придём» is an excused mark that remembers it was
// announced; the school sets the cut-off and its offer; messages leave through an outbox written in the cause's
// transaction.

export const cabinetMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    for (const table of ['clients', 'students']) {
      await db.schema.alterTable(table).addColumn('email', 'text').execute();
      await recordHistory(db, table);
    }
    // One client per address in a school, so a code signs in one family; students may share a parent's address.
    await db.schema
      .createIndex('clients_school_email')
      .unique()
      .on('clients')
      .columns(['school_id', 'email'])
      .where(sql.ref('email'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('students_school_email')
      .on('students')
      .columns(['school_id', 'email'])
      .execute();

    await db.schema
      .alterTable('schools')
      .addColumn('cabinet_cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(120))
      .execute();
    await db.schema
      .alterTable('schools')
      .addColumn('offer_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('schools')
      .addColumn('offer_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // How a family's freeze from the cabinet is taken: at once, or as a request the front desk approves.
    await db.schema
      .alterTable('schools')
      .addColumn('cabinet_freeze', 'text', (c) =>
        c.notNull().defaultTo('request').check(sql`cabinet_freeze in ('instant', 'request')`),
      )
      .execute();
    await recordHistory(db, 'schools');

    await db.schema.alterTable('attendance').addColumn('announced_at', type.instant).execute();
    await recordHistory(db, 'attendance');

    // Not school data: an address may belong to people of several schools, and is asked before any school is known.
    await db.schema
      .createTable('cabinet_codes')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      // Null when the address belongs to nobody: the request still counts against the limits, and is answered alike.
      .addColumn('code_hash', 'text')
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('expires_at', type.instant, (c) => c.notNull())
      .addColumn('tries_left', 'integer', (c) => c.notNull())
      .addColumn('used_at', type.instant)
      .execute();
    await db.schema
      .createIndex('cabinet_codes_email')
      .on('cabinet_codes')
      .columns(['email', 'created_at'])
      .execute();
    await db.schema
      .createIndex('cabinet_codes_ip')
      .on('cabinet_codes')
      .columns(['ip', 'created_at'])
      .execute();

    await schoolTable(db, 'cabinet_sessions')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('expires_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cabinet_sessions_person')
      .on('cabinet_sessions')
      .columns(['school_id', 'email'])
      .execute();

    await schoolTable(db, 'cabinet_consents')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('offer', 'personal_data')`))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cabinet_consents_person')
      .on('cabinet_consents')
      .columns(['school_id', 'email'])
      .execute();
    // A sign-in or a consent changes what the staff see on a client's card.
    await trackRevisions(db, ['cabinet_sessions', 'cabinet_consents']);
    await recordHistory(db, 'cabinet_consents');

    await schoolTable(db, 'freeze_requests')
      .addColumn('subscription_id', type.reference, (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('starts_on', type.date, (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'declined')`),
      )
      .addColumn('decided_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', type.instant)
      .execute();
    await db.schema
      .createIndex('freeze_requests_pending')
      .on('freeze_requests')
      .columns(['school_id', 'status'])
      .execute();
    await trackRevisions(db, ['freeze_requests']);
    await recordHistory(db, 'freeze_requests', { entity: 'subscriptions', key: 'subscription_id' });

    await db.schema
      .createTable('outbox')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('school_id', type.reference, (c) => c.references('schools.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      // Email, or the school's Telegram bot (the recipient is then a chat).
      .addColumn('channel', 'text', (c) =>
        c.notNull().defaultTo('email').check(sql`channel in ('email', 'telegram')`),
      )
      .addColumn('recipient', 'text', (c) => c.notNull())
      // What makes a message the same message: sent once per (channel, kind, recipient, occasion).
      .addColumn('occasion', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('due_at', type.instant, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', type.instant)
      .addColumn('failed_at', type.instant)
      .addColumn('last_error', 'text')
      .addUniqueConstraint('outbox_once', ['channel', 'kind', 'recipient', 'occasion'])
      .execute();
    await db.schema
      .createIndex('outbox_due')
      .on('outbox')
      .columns(['sent_at', 'failed_at', 'due_at'])
      .execute();
  },
  // No down: sessions, consents and sent messages are records of what people did and were told.
};
