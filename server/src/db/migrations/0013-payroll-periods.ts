import type { Migration } from 'kysely';
import { trackRevisions } from './0011-closures.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. A closed payroll period keeps its figures (docs/payroll.md): the lines as they were computed
// at closing, and the payouts made from them (each one a «Зарплата» expense); manual additions and deductions.

export const payrollPeriodsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    const school = (table: string) => schoolTable(db, table);

    await school('payroll_periods')
      .addColumn('date_from', type.date, (c) => c.notNull())
      .addColumn('date_to', type.date, (c) => c.notNull())
      .addColumn('closed_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('closed_at', type.instant, (c) => c.notNull())
      .execute();
    await school('payroll_lines')
      .addColumn('period_id', type.reference, (c) =>
        c.notNull().references('payroll_periods.id').onDelete('cascade'),
      )
      .addColumn('teacher_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The lesson may be deleted later; the line keeps what it was paid for.
      .addColumn('lesson_id', type.reference, (c) => c.references('lessons.id').onDelete('set null'))
      .addColumn('lesson_date', type.date, (c) => c.notNull())
      // A manual addition or deduction: no lesson, its reason here.
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('students_present', 'integer', (c) => c.notNull())
      .addColumn('charged', 'integer', (c) => c.notNull())
      // The rate it took, as it was (a rate is never edited, but it may be deleted later).
      .addColumn('rate_kind', 'text')
      .addColumn('rate_amount', 'integer', (c) => c.notNull())
      .addColumn('rate_min_amount', 'integer', (c) => c.notNull())
      .addColumn('rate_percent', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .execute();
    await school('payroll_payouts')
      .addColumn('period_id', type.reference, (c) =>
        c.notNull().references('payroll_periods.id').onDelete('cascade'),
      )
      .addColumn('teacher_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expense_id', type.reference, (c) => c.notNull().references('expenses.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('paid_at', type.instant, (c) => c.notNull())
      .addUniqueConstraint('payroll_payouts_once', ['period_id', 'teacher_id'])
      .execute();
    await school('payroll_adjustments')
      .addColumn('teacher_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('on_date', type.date, (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payroll_lines_period').on('payroll_lines').column('period_id').execute();
    await db.schema
      .createIndex('payroll_periods_school')
      .on('payroll_periods')
      .columns(['school_id', 'date_from'])
      .execute();
    await trackRevisions(db, ['payroll_periods', 'payroll_lines', 'payroll_payouts', 'payroll_adjustments']);
  },
  // No down: a closed period is what was paid.
};
