import type { Migration } from 'kysely';
import { trackRevisions } from './0011-closures.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. A one-off pay for one lesson (docs/payroll.md, «Разовая сумма»): the lesson pays this amount
// instead of its rate, with the reason; a closed period keeps the reason on its line.

export const lessonPayMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await schoolTable(db, 'lesson_pay_overrides')
      .addColumn('lesson_id', type.reference, (c) =>
        c.notNull().unique().references('lessons.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('payroll_lines').addColumn('override_reason', 'text').execute();
    await trackRevisions(db, ['lesson_pay_overrides']);
    await recordHistory(db, 'lesson_pay_overrides', { entity: 'lessons', key: 'lesson_id' });
    await recordHistory(db, 'payroll_lines');
  },
  // No down: a closed period's lines are what was paid.
};
