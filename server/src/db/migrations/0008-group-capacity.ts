import type { Migration } from 'kysely';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. How many students a student group takes (the hall, the teacher's reach); null is no limit.
// The groups report divides the members by it (docs/reports.md).

export const groupCapacityMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('groups').addColumn('capacity', 'integer').execute();
  },

  async down(db: AnyDb) {
    await db.schema.alterTable('groups').dropColumn('capacity').execute();
  },
};
