import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. School closures (docs/closures.md): a range of days when the school or some of its groups do
// not work. A lesson cancelled by one names it; a pass extended by one keeps a row saying by how many days.

/** The new school tables raise the school's revision like every other (0010-school-revisions). */
export async function trackRevisions(db: AnyDb, tables: readonly string[]) {
  for (const table of tables) {
    if (dialectOf(db) === 'postgres') {
      await sql
        .raw(
          `create constraint trigger ${table}_revision after insert or update or delete on ${table}
             deferrable initially deferred for each row execute function raise_school_revision('column', 'school_id')`,
        )
        .execute(db);
      continue;
    }
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_${event}_revision after ${event} on ${table} for each row begin
             insert into school_revisions (school_id, revision)
               values (${row}.school_id, abs(random()) % 1000000000000)
               on conflict (school_id) do update set revision = revision + 1;
           end`,
        )
        .execute(db);
    }
  }
}

export const closuresMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    const school = (table: string) => schoolTable(db, table);

    await school('closures')
      .addColumn('starts_on', type.date, (c) => c.notNull())
      .addColumn('ends_on', type.date, (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .execute();
    // A closure of some groups names them; one of the whole school has no rows here.
    await school('closure_groups')
      .addColumn('closure_id', type.reference, (c) =>
        c.notNull().references('closures.id').onDelete('cascade'),
      )
      .addColumn('group_id', type.reference, (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addUniqueConstraint('closure_groups_unique', ['closure_id', 'group_id'])
      .execute();
    await school('subscription_extensions')
      .addColumn('subscription_id', type.reference, (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('closure_id', type.reference, (c) =>
        c.notNull().references('closures.id').onDelete('cascade'),
      )
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addUniqueConstraint('subscription_extensions_unique', ['closure_id', 'subscription_id'])
      .execute();
    await db.schema
      .alterTable('lessons')
      .addColumn('closure_id', type.reference, (c) => c.references('closures.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('closures_school_dates')
      .on('closures')
      .columns(['school_id', 'starts_on'])
      .execute();
    await db.schema.createIndex('lessons_closure').on('lessons').column('closure_id').execute();
    await trackRevisions(db, ['closures', 'closure_groups', 'subscription_extensions']);
  },
  // No down: lessons cancelled and passes extended by a closure would lose why.
};
