import type { Migration } from 'kysely';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. «Не отмечены прошедшие занятия» (docs/api-schedule.md): a past lesson with students left
// unmarked is flagged to the front desk until they are marked, or until someone dismisses the flag — who and when
// are kept on the lesson itself (a lesson is dismissed at most once, and goes with its lesson).

export const unmarkedDismissalsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .alterTable('lessons')
      .addColumn('unmarked_dismissed_by', type.reference, (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable('lessons').addColumn('unmarked_dismissed_at', type.instant).execute();
    // SQLite's history triggers list the columns they copy: made again, they copy the dismissal too.
    await recordHistory(db, 'lessons');
  },
  // No down: a dismissal is a record of who decided the lesson needs no more marks.
};
