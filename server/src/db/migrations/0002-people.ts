import { type Migration, sql } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. People of a school: dictionaries (statuses, sources), groups, clients, students, leads,
// memberships and links. School-owned tables cascade from schools(id); references between them are NO ACTION
// (checked at the end of the statement), so a school delete removes everything at once, while a status or a
// source still in use cannot be deleted on its own.

export const peopleMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    const school = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', type.id, type.idColumn)
        .addColumn('school_id', type.reference, (c) =>
          c.notNull().references('schools.id').onDelete('cascade'),
        );

    await school('statuses')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addCheckConstraint('statuses_type_check', sql`type in ('lead', 'student')`)
      .execute();

    await school('sources')
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();

    await school('groups')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addCheckConstraint('groups_entity_type_check', sql`entity_type in ('lead', 'student', 'client')`)
      .execute();

    await school('clients')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('birthdate', type.date)
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();

    await school('students')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('birthdate', type.date)
      .addColumn('skill_level', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('status_id', type.reference, (c) => c.references('statuses.id'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addCheckConstraint('students_skill_level_check', sql`skill_level in ('beginner', 'middle', 'pro')`)
      .execute();

    await school('leads')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('trial_date', type.date)
      .addColumn('qualification', 'text', (c) => c.notNull())
      .addColumn('source_id', type.reference, (c) => c.references('sources.id'))
      .addColumn('status_id', type.reference, (c) => c.references('statuses.id'))
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('converted_to_client_at', type.instant)
      .execute();

    await school('subscriptions')
      .addColumn('student_id', type.reference, (c) =>
        c.notNull().references('students.id').onDelete('cascade'),
      )
      .addColumn('sub_name', 'text', (c) => c.notNull())
      .addColumn('issued_at', type.date, (c) => c.notNull())
      .addColumn('expires_at', type.date)
      .addColumn('remaining_visits', 'integer')
      .execute();

    // Memberships: one table per kind of row, so each has real foreign keys on both sides.
    for (const [table, column, target] of [
      ['lead_groups', 'lead_id', 'leads'],
      ['student_groups', 'student_id', 'students'],
      ['client_groups', 'client_id', 'clients'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn(column, type.reference, (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
        .addColumn('group_id', type.reference, (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addPrimaryKeyConstraint(`${table}_pk`, [column, 'group_id'])
        .execute();
      await db.schema.createIndex(`${table}_group_index`).on(table).column('group_id').execute();
    }

    await db.schema
      .createTable('student_clients')
      .addColumn('student_id', type.reference, (c) =>
        c.notNull().references('students.id').onDelete('cascade'),
      )
      .addColumn('client_id', type.reference, (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('relation', 'text', (c) => c.notNull())
      .addColumn('is_payer', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('student_clients_pk', ['student_id', 'client_id'])
      .execute();
    await db.schema
      .createIndex('student_clients_client_index')
      .on('student_clients')
      .column('client_id')
      .execute();

    for (const table of ['statuses', 'sources', 'groups', 'clients', 'students', 'leads', 'subscriptions']) {
      await db.schema.createIndex(`${table}_school_index`).on(table).column('school_id').execute();
    }
    await db.schema
      .createIndex('subscriptions_student_index')
      .on('subscriptions')
      .column('student_id')
      .execute();
    // Deleting a status, a source or a user looks for the rows that still refer to it (the 409 check and the
    // foreign keys themselves): without these indexes each delete would scan every lead of the database.
    for (const [table, column] of [
      ['leads', 'status_id'],
      ['leads', 'source_id'],
      ['leads', 'created_by'],
      ['students', 'status_id'],
    ] as const) {
      await db.schema.createIndex(`${table}_${column}_index`).on(table).column(column).execute();
    }
  },

  async down(db: AnyDb) {
    for (const table of [
      'student_clients',
      'client_groups',
      'student_groups',
      'lead_groups',
      'subscriptions',
      'leads',
      'students',
      'clients',
      'groups',
      'sources',
      'statuses',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
