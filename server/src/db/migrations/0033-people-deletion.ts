import type { Migration } from 'kysely';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Deletion of students and clients that can be undone (docs/deletion.md, «Ученики и клиенты»):
// a deleted person is hidden everywhere for 30 days and may be restored; their groups are kept aside so that a
// restore puts them back; then the daily job deletes them for good, or — when money rows point at them — clears
// their personal data and marks them purged, hidden for ever, so the ledger still adds up.

export const peopleDeletionMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    for (const table of ['students', 'clients']) {
      await db.schema.alterTable(table).addColumn('deleted_at', type.instant).execute();
      // No reference: whoever deleted them may be gone by the time anyone asks.
      await db.schema.alterTable(table).addColumn('deleted_by', type.reference).execute();
      // The groups they were in when deleted (a JSON list of ids), put back by a restore.
      await db.schema.alterTable(table).addColumn('deleted_groups', 'text').execute();
      // When the purge cleared their personal data (they had money rows): no longer restorable.
      await db.schema.alterTable(table).addColumn('purged_at', type.instant).execute();
      await recordHistory(db, table);
    }
  },
};
