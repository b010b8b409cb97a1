import { type Migration, sql } from 'kysely';
import { trackRevisions } from './0011-closures.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. Teacher pay rates (docs/payroll.md): a rate is never edited; a new one, effective from a
// date, takes over from then on, so a period already paid keeps the rates it was paid by.

export const payRatesMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await schoolTable(db, 'pay_rates')
      .addColumn('teacher_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('lesson', 'hour', 'student', 'percent')`),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('min_amount', 'integer', (c) => c.notNull())
      .addColumn('percent', 'integer', (c) => c.notNull())
      .addColumn('group_id', type.reference, (c) => c.references('groups.id').onDelete('cascade'))
      .addColumn('direction_id', type.reference, (c) => c.references('styles.id').onDelete('cascade'))
      .addColumn('effective_from', type.date, (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pay_rates_school_teacher')
      .on('pay_rates')
      .columns(['school_id', 'teacher_id'])
      .execute();
    await trackRevisions(db, ['pay_rates']);
  },
  // No down: rates are what a paid period was paid by.
};
