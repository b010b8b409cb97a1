import { type Migration, sql } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed: later changes go into new numbered migrations. Kysely<any> on purpose, so this file
// never follows the current table types. Every school-owned table references schools(id) ON DELETE CASCADE:
// deleting a school row removes everything of it in the same statement, hence the same transaction.

export const initialMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);

    await db.schema
      .createTable('schools')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('created_at', type.instant, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('school_id', type.reference, (column) => column.references('schools.id').onDelete('cascade'))
      .addColumn('created_at', type.instant, (column) => column.notNull())
      .addUniqueConstraint('users_email_unique', ['email'])
      .addCheckConstraint(
        'users_role_check',
        sql`role in ('admin', 'owner', 'manager', 'receptionist', 'teacher', 'accountant')`,
      )
      // The platform admin belongs to no school; everybody else belongs to exactly one.
      .addCheckConstraint('users_school_check', sql`(role = 'admin') = (school_id is null)`)
      .execute();
    await db.schema.createIndex('users_school_id_index').on('users').column('school_id').execute();

    await db.schema
      .createTable('user_profiles')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('user_id', type.reference, (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('full_name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('birthdate', type.date)
      .addUniqueConstraint('user_profiles_user_id_unique', ['user_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', type.reference, (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', type.instant, (column) => column.notNull())
      .addColumn('expires_at', type.instant, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('failed_at', type.instant, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_email_index')
      .on('login_failures')
      .columns(['email', 'failed_at'])
      .execute();
    await db.schema
      .createIndex('login_failures_ip_index')
      .on('login_failures')
      .columns(['ip', 'failed_at'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['login_failures', 'sessions', 'user_profiles', 'users', 'schools']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
