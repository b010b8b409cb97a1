import type { Migration } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../../src/contract/index.ts';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. One clock (docs/time.md): each school lives in its own time zone; the host's daily jobs
// (the burn of expired visits, lesson generation) record the school day they last ran for, so they run once per
// school per day and never from a read; a create that moves money or imports data remembers its Idempotency-Key
// for a day, so the same key answers the first result again instead of writing twice.

export const schoolTimeMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .alterTable('schools')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(DEFAULT_TIME_ZONE))
      .execute();
    // The history's SQLite triggers copy named columns: made again with the new one.
    await recordHistory(db, 'schools');

    // Not revision-tracked: a job that found nothing to do changes no list a browser holds.
    await db.schema
      .createTable('school_jobs')
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('done_on', type.date, (c) => c.notNull())
      .addPrimaryKeyConstraint('school_jobs_pk', ['school_id', 'job'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('endpoint', 'text', (c) => c.notNull())
      /** SHA-256 of the request body: the same key with another body is refused, not answered with the first. */
      .addColumn('body_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_age').on('idempotency_keys').column('created_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('idempotency_keys').execute();
    await db.schema.dropTable('school_jobs').execute();
    await db.schema.alterTable('schools').dropColumn('time_zone').execute();
    await recordHistory(db, 'schools');
  },
};
