import type { Migration } from 'kysely';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Deletion that can be undone (docs/deletion.md): a deleted school is hidden — its staff, family
// and tokens are let in nowhere, its jobs and messages stop — for 30 days, in which the admin may restore it; then
// the host's job purges it for good (the cascade the delete used to be).

export const schoolDeletionMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema.alterTable('schools').addColumn('deleted_at', type.instant).execute();
    // No reference: whoever deleted it may be gone by the time anyone asks.
    await db.schema.alterTable('schools').addColumn('deleted_by', type.reference).execute();
    await recordHistory(db, 'schools');
  },
};
