import { type Migration, sql } from 'kysely';
import { recordHistory } from './0014-history.ts';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. Make-ups (docs/makeups.md): a pass template says how many of its excused absences earn a
// make-up (0: none), how many days a make-up lives after the missed lesson, and whether it must be in a lesson of
// the same style; a sold pass keeps its own copy of these terms, like its other terms.

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
  },
  // No down: passes sold with make-up terms keep them.
};
