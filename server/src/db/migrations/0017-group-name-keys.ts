import { type Migration, sql } from 'kysely';
import { groupNameKey } from '../../../../src/contract/index.ts';
import { dialectOf } from '../dialect.ts';
import { actorScope } from '../history-actor.ts';
import { recordHistory } from './0014-history.ts';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. A group's name is unique in its table (409 «Группа с таким названием…»): the database holds
// it too, on the name as people read it (case and surrounding spaces ignored, Russian letters included), so no two
// requests can slip two groups of one name past each other. The key is the app's (groupNameKey): SQLite's lower()
// knows no Cyrillic.

export const groupNameKeysMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('groups').addColumn('name_key', 'text').execute();
    await recordHistory(db, 'groups');
    // Filling the key is not anyone's change: the history skips it.
    if (dialectOf(db) === 'postgres') await sql`select set_config('ritm.actor', 'off', true)`.execute(db);
    await actorScope().run('off', async () => {
      const rows = await db
        .selectFrom('groups')
        .select(['id', 'school_id', 'entity_type', 'name'])
        .orderBy('id')
        .execute();
      const seen = new Set<string>();
      for (const row of rows) {
        const key = groupNameKey(row.name);
        const scoped = `${row.school_id}:${row.entity_type}:${key}`;
        // Twins from before the rule (if any) stay, told apart by their id; a new twin is refused.
        const stored = seen.has(scoped) ? `${key}#${row.id}` : key;
        seen.add(scoped);
        await db.updateTable('groups').set({ name_key: stored }).where('id', '=', row.id).execute();
      }
    });
    if (dialectOf(db) === 'postgres') await sql`select set_config('ritm.actor', '', true)`.execute(db);
    await db.schema
      .createIndex('groups_name_key_unique')
      .on('groups')
      .columns(['school_id', 'entity_type', 'name_key'])
      .unique()
      .execute();
  },
  // No down: the rule stays.
};
