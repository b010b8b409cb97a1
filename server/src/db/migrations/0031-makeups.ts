import { type Migration, sql } from 'kysely';
import { trackRevisions } from './0011-closures.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. Make-ups (docs/makeups.md): a pass template says how many of its excused absences earn a
// make-up (0: none), how many days a make-up lives after the missed lesson, and whether it must be in a lesson of
// the same style; a sold pass keeps its own copy of these terms, like its other terms. A make-up earned is a row of
// its own, written once when the excused mark earns it, with the pass it counts against and the day it expires; it
// is never counted down or edited, only voided (the mark that earned it went) or stamped expired by the daily job.
// A full group or lesson keeps a waitlist: the first in line is offered a freed seat for a while (the school's
// setting), and an offer is accepted, declined or lets its time run out.

export const makeupsMigration: Migration = {
  async up(db: AnyDb) {
    for (const table of ['subscription_templates', 'subscriptions']) {
      await db.schema
        .alterTable(table)
        .addColumn('makeups_allowed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('makeup_days', 'integer', (c) => c.notNull().defaultTo(30))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('makeups_same_style', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
        .execute();
      await recordHistory(db, table);
    }

    const type = columnTypes(db);
    await schoolTable(db, 'makeups')
      .addColumn('student_id', type.reference, (c) =>
        c.notNull().references('students.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', type.reference, (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      // The lesson missed; its day and style are kept as they were, so a lesson moved or deleted later changes
      // neither the expiry nor which lessons may make it up.
      .addColumn('lesson_id', type.reference, (c) => c.references('lessons.id').onDelete('set null'))
      .addColumn('missed_on', type.date, (c) => c.notNull())
      .addColumn('direction_id', type.reference, (c) => c.references('styles.id').onDelete('set null'))
      .addColumn('same_style', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .addColumn('expires_on', type.date, (c) => c.notNull())
      .addColumn('earned_at', type.instant, (c) => c.notNull())
      .addColumn('voided_at', type.instant)
      .addColumn('void_reason', 'text', (c) =>
        c.check(sql`void_reason in ('mark_changed', 'lesson_canceled', 'lesson_deleted')`),
      )
      .addColumn('expired_at', type.instant)
      .execute();
    // One make-up per missed lesson and student while it stands.
    await db.schema
      .createIndex('makeups_lesson_student')
      .unique()
      .on('makeups')
      .columns(['lesson_id', 'student_id'])
      .where(sql.ref('voided_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('makeups_student')
      .on('makeups')
      .columns(['school_id', 'student_id'])
      .execute();
    await db.schema.createIndex('makeups_pass').on('makeups').columns(['subscription_id']).execute();
    await trackRevisions(db, ['makeups']);
    await recordHistory(db, 'makeups', { entity: 'students', key: 'student_id' });

    // A make-up booked into a lesson: the student is that lesson's guest until the booking is cancelled. The pass
    // the guest's visit is charged to is copied from the make-up, so the lessons module charges it without it.
    await schoolTable(db, 'makeup_bookings')
      .addColumn('makeup_id', type.reference, (c) => c.notNull().references('makeups.id').onDelete('cascade'))
      .addColumn('lesson_id', type.reference, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('student_id', type.reference, (c) =>
        c.notNull().references('students.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', type.reference, (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('booked_at', type.instant, (c) => c.notNull())
      // Null when the family booked it from the cabinet.
      .addColumn('booked_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('canceled_at', type.instant)
      .addColumn('canceled_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cancel_reason', 'text', (c) =>
        c.check(sql`cancel_reason in ('staff', 'family', 'lesson_canceled', 'makeup_voided')`),
      )
      .execute();
    // A make-up is booked once at a time, and a student is a lesson's guest once.
    await db.schema
      .createIndex('makeup_bookings_open')
      .unique()
      .on('makeup_bookings')
      .column('makeup_id')
      .where(sql.ref('canceled_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('makeup_bookings_guest')
      .unique()
      .on('makeup_bookings')
      .columns(['lesson_id', 'student_id'])
      .where(sql.ref('canceled_at'), 'is', null)
      .execute();
    await trackRevisions(db, ['makeup_bookings']);
    await recordHistory(db, 'makeup_bookings', { entity: 'students', key: 'student_id' });

    // Who waits for a seat, in the order they joined: a student for a group (or, with a make-up, for a lesson), a
    // lead for a lesson's trial. An offer, once made, is stamped on the row with its deadline; the row ends once.
    await schoolTable(db, 'waitlist_entries')
      .addColumn('group_id', type.reference, (c) => c.references('groups.id').onDelete('cascade'))
      .addColumn('lesson_id', type.reference, (c) => c.references('lessons.id').onDelete('cascade'))
      .addColumn('student_id', type.reference, (c) => c.references('students.id').onDelete('cascade'))
      .addColumn('lead_id', type.reference, (c) => c.references('leads.id').onDelete('cascade'))
      .addColumn('makeup_id', type.reference, (c) => c.references('makeups.id').onDelete('cascade'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('offered_at', type.instant)
      .addColumn('offer_expires_at', type.instant)
      .addColumn('ended_at', type.instant)
      .addColumn('end_reason', 'text', (c) =>
        c.check(sql`end_reason in ('left', 'accepted', 'declined', 'expired', 'closed')`),
      )
      .addColumn('ended_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint('waitlist_entries_target', sql`(group_id is null) <> (lesson_id is null)`)
      .addCheckConstraint('waitlist_entries_person', sql`(student_id is null) <> (lead_id is null)`)
      .execute();
    await db.schema
      .createIndex('waitlist_entries_waiting')
      .on('waitlist_entries')
      .columns(['school_id', 'ended_at'])
      .execute();
    await trackRevisions(db, ['waitlist_entries']);
    await recordHistory(db, 'waitlist_entries');

    // The school's answer window for an offer, in hours (12 unless the owner says otherwise).
    await db.schema
      .createTable('waitlist_settings')
      .addColumn('school_id', type.reference, (c) =>
        c.primaryKey().references('schools.id').onDelete('cascade'),
      )
      .addColumn('offer_hours', 'integer', (c) =>
        c.notNull().defaultTo(12).check(sql`offer_hours between 1 and 168`),
      )
      .execute();
    await trackRevisions(db, ['waitlist_settings']);
  },
  // No down: passes sold with make-up terms keep them.
};
