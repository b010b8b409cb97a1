import { type Migration, sql } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. The schedule of a school: directions (styles), the weekly timetable, lessons, the ledger
// of generated occurrences and attendance. School-owned tables cascade from schools(id). A group or a direction
// still used by the timetable or a lesson is NO ACTION (checked at the end of the statement): it cannot be
// deleted on its own, while a school delete removes all of it at once. A removed teacher leaves the lessons.

export const scheduleMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    const school = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('id', type.id, type.idColumn)
        .addColumn('school_id', type.reference, (c) =>
          c.notNull().references('schools.id').onDelete('cascade'),
        );

    await school('styles')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active_from', type.date)
      .addColumn('active_to', type.date)
      .addColumn('is_archived', 'boolean', (c) => c.notNull())
      .execute();

    await school('schedules')
      .addColumn('group_id', type.reference, (c) => c.notNull().references('groups.id'))
      .addColumn('weekday', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('teacher_id', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('direction_id', type.reference, (c) => c.references('styles.id'))
      .addColumn('active_from', type.date)
      .addColumn('active_to', type.date)
      // 1 = Monday … 7 = Sunday, as lesson-planning counts them.
      .addCheckConstraint('schedules_weekday_check', sql`weekday between 1 and 7`)
      .execute();

    await school('lessons')
      .addColumn('group_id', type.reference, (c) => c.notNull().references('groups.id'))
      .addColumn('schedule_id', type.reference, (c) => c.references('schedules.id').onDelete('set null'))
      .addColumn('lesson_date', type.date, (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('teacher_id', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('direction_id', type.reference, (c) => c.references('styles.id'))
      .addColumn('is_canceled', 'boolean', (c) => c.notNull())
      // Changed by hand: a timetable change no longer reshapes it.
      .addColumn('is_manual', 'boolean', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();

    // Every (entry, date) pair ever generated, kept when its lesson is moved, cancelled or deleted by hand,
    // so generation never brings such a lesson back. The unique key also makes racing generations collide.
    await db.schema
      .createTable('lesson_occurrences')
      .addColumn('schedule_id', type.reference, (c) =>
        c.notNull().references('schedules.id').onDelete('cascade'),
      )
      .addColumn('lesson_date', type.date, (c) => c.notNull())
      .addPrimaryKeyConstraint('lesson_occurrences_pk', ['schedule_id', 'lesson_date'])
      .execute();

    await school('attendance')
      .addColumn('lesson_id', type.reference, (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('student_id', type.reference, (c) =>
        c.notNull().references('students.id').onDelete('cascade'),
      )
      .addColumn('is_present', 'boolean', (c) => c.notNull())
      .addColumn('marked_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('marked_at', type.instant, (c) => c.notNull())
      // Finances will deduct a visit from this pass when a mark is stored.
      .addColumn('subscription_id', type.reference, (c) =>
        c.references('subscriptions.id').onDelete('set null'),
      )
      .addUniqueConstraint('attendance_lesson_student_unique', ['lesson_id', 'student_id'])
      .execute();

    await db.schema.createIndex('styles_school_index').on('styles').column('school_id').execute();
    await db.schema.createIndex('schedules_school_index').on('schedules').column('school_id').execute();
    await db.schema.createIndex('schedules_group_index').on('schedules').column('group_id').execute();
    await db.schema
      .createIndex('lessons_school_date_index')
      .on('lessons')
      .columns(['school_id', 'lesson_date'])
      .execute();
    await db.schema.createIndex('lessons_schedule_index').on('lessons').column('schedule_id').execute();
    await db.schema.createIndex('lessons_group_index').on('lessons').column('group_id').execute();
    await db.schema.createIndex('attendance_student_index').on('attendance').column('student_id').execute();
    await db.schema.createIndex('attendance_school_index').on('attendance').column('school_id').execute();
  },

  async down(db: AnyDb) {
    for (const table of ['attendance', 'lesson_occurrences', 'lessons', 'schedules', 'styles']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
