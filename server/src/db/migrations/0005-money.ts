import { type Migration, sql } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Money (docs/money.md): subscription templates, the subscriptions (passes) sold from them (the existing
// `subscriptions` table), freezes, payments, refunds, expenses, and the account ledger every balance and every
// subscription's remaining visits are summed from. Ledger rows and money documents are never updated or deleted, except
// the void marks on a payment or an expense. References to students, subscriptions and payments are NO ACTION: a
// student with money history cannot be deleted on their own, while a school delete still removes all of it.

export const moneyMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    const school = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', type.id, type.idColumn)
        .addColumn('school_id', type.reference, (c) =>
          c.notNull().references('schools.id').onDelete('cascade'),
        );

    await db.schema
      .alterTable('schools')
      .addColumn('single_lesson_price', 'integer', (c) => c.notNull().defaultTo(80_000))
      .execute();
    await db.schema
      .alterTable('schools')
      .addColumn('debt_visit_limit', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await db.schema
      .alterTable('groups')
      .addColumn('charge_absence', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
      .execute();
    await db.schema
      .alterTable('attendance')
      .addColumn('is_excused', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .execute();

    await school('subscription_templates')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('visits', 'integer')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('validity_days', 'integer', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('freeze_count', 'integer', (c) => c.notNull())
      .addColumn('freeze_days', 'integer', (c) => c.notNull())
      .addColumn('is_archived', 'boolean', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addCheckConstraint('subscription_templates_kind_check', sql`kind in ('visits', 'unlimited')`)
      .addCheckConstraint('subscription_templates_starts_on_check', sql`starts_on in ('sale', 'first_visit')`)
      .execute();
    // What a template is valid for; none of either kind means every lesson of the school.
    await db.schema
      .createTable('subscription_template_groups')
      .addColumn('template_id', type.reference, (c) =>
        c.notNull().references('subscription_templates.id').onDelete('cascade'),
      )
      .addColumn('group_id', type.reference, (c) => c.notNull().references('groups.id'))
      .addPrimaryKeyConstraint('subscription_template_groups_pk', ['template_id', 'group_id'])
      .execute();
    await db.schema
      .createTable('subscription_template_styles')
      .addColumn('template_id', type.reference, (c) =>
        c.notNull().references('subscription_templates.id').onDelete('cascade'),
      )
      .addColumn('style_id', type.reference, (c) => c.notNull().references('styles.id'))
      .addPrimaryKeyConstraint('subscription_template_styles_pk', ['template_id', 'style_id'])
      .execute();

    // A sold subscription keeps its own copy of what it was sold as. The old `remaining_visits` held the visits a subscription
    // was given; what remains is now the ledger's sum.
    await db.schema.alterTable('subscriptions').renameColumn('remaining_visits', 'visits').execute();
    await db.schema
      .alterTable('subscriptions')
      .addColumn('template_id', type.reference, (c) => c.references('subscription_templates.id'))
      .execute();
    for (const [column, columnType, fallback] of [
      ['kind', 'text', sql`'visits'`],
      ['price', 'integer', sql`0`],
      ['validity_days', 'integer', sql`0`],
      ['starts_on', 'text', sql`'sale'`],
      ['freeze_count', 'integer', sql`0`],
      ['freeze_days', 'integer', sql`0`],
    ] as const) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn(column, columnType, (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    // Null until a first-visit subscription starts; the day it starts counting.
    await db.schema.alterTable('subscriptions').addColumn('starts_at', type.date).execute();
    await db.schema
      .alterTable('subscriptions')
      .addColumn('sold_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db
      .updateTable('subscriptions')
      .set({
        starts_at: sql`issued_at`,
        kind: sql`case when visits is null then 'unlimited' else 'visits' end`,
      })
      .execute();

    await school('subscription_freezes')
      .addColumn('subscription_id', type.reference, (c) => c.notNull().references('subscriptions.id'))
      .addColumn('starts_on', type.date, (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();

    await school('payments')
      .addColumn('student_id', type.reference, (c) => c.notNull().references('students.id'))
      .addColumn('client_id', type.reference, (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('subscription_id', type.reference, (c) => c.references('subscriptions.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('paid_on', type.date, (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('voided_at', type.instant)
      .addColumn('voided_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('void_reason', 'text')
      .addCheckConstraint('payments_amount_check', sql`amount > 0`)
      .addCheckConstraint('payments_type_check', sql`type in ('subscription', 'single', 'other')`)
      .addCheckConstraint('payments_method_check', sql`method in ('cash', 'card', 'transfer', 'online')`)
      .execute();

    await school('refunds')
      .addColumn('payment_id', type.reference, (c) => c.notNull().references('payments.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('refunded_on', type.date, (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addCheckConstraint('refunds_amount_check', sql`amount > 0`)
      .execute();

    await school('expenses')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('spent_on', type.date, (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('voided_at', type.instant)
      .addColumn('voided_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('void_reason', 'text')
      .addCheckConstraint('expenses_amount_check', sql`amount > 0`)
      .execute();

    // The account ledger: one row per event, signed. `amount` is its effect on the student's balance in kopecks,
    // `visits` its effect on the subscription's remaining visits. A correction is a new row pointing at the one it undoes.
    await school('account_entries')
      .addColumn('student_id', type.reference, (c) => c.notNull().references('students.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entry_date', type.date, (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('visits', 'integer', (c) => c.notNull())
      .addColumn('subscription_id', type.reference, (c) => c.references('subscriptions.id'))
      .addColumn('lesson_id', type.reference, (c) => c.references('lessons.id').onDelete('set null'))
      .addColumn('payment_id', type.reference, (c) => c.references('payments.id'))
      .addColumn('refund_id', type.reference, (c) => c.references('refunds.id'))
      .addColumn('reverses_id', type.reference, (c) => c.references('account_entries.id'))
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addCheckConstraint(
        'account_entries_kind_check',
        sql`kind in ('sale', 'visit', 'debt_visit', 'reversal', 'burn', 'payment', 'refund', 'payment_void')`,
      )
      .execute();

    for (const [table, columns] of [
      ['subscription_templates', ['school_id']],
      ['subscription_freezes', ['subscription_id']],
      ['payments', ['school_id', 'paid_on']],
      ['payments', ['student_id']],
      ['refunds', ['payment_id']],
      ['refunds', ['school_id', 'refunded_on']],
      ['expenses', ['school_id', 'spent_on']],
      ['account_entries', ['school_id', 'student_id']],
      ['account_entries', ['subscription_id']],
      ['account_entries', ['lesson_id', 'student_id']],
      ['account_entries', ['payment_id']],
    ] as const) {
      await db.schema
        .createIndex(`${table}_${columns.join('_')}_index`)
        .on(table)
        .columns([...columns])
        .execute();
    }
    // A subscription's unused visits burn once: racing sweeps collide here.
    await db.schema
      .createIndex('account_entries_burn_unique')
      .on('account_entries')
      .column('subscription_id')
      .unique()
      .where(sql.ref('kind'), '=', 'burn')
      .execute();
  },
  // No down: the columns added to existing tables cannot be dropped alike on SQLite and PostgreSQL.
};
