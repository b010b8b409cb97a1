import { type Migration, sql } from 'kysely';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. Резервные копии (docs/backups.md): every attempt of the Node host or `npm run backup` to copy
// the database, so the platform admin sees the last good copy and any failure after it, from whichever process
// answers. Not a school's data: no school, no history, no revision.

export const backupsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .createTable('backup_runs')
      .addColumn('id', type.id, type.idColumn)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('daily', 'manual', 'pre-migration')`))
      .addColumn('started_at', type.instant, (c) => c.notNull())
      .addColumn('finished_at', type.instant, (c) => c.notNull())
      // A success names its file and size; a failure says why (and may name the file it made, when only
      // BACKUP_COMMAND failed).
      .addColumn('file', 'text')
      .addColumn('size_bytes', 'bigint')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('backup_runs_finished').on('backup_runs').column('finished_at').execute();
  },
};
