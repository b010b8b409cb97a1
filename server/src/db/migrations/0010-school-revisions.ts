import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. A revision per school (docs/api.md, «Условные списки»): any write to the school's data raises
// it in the same transaction, so a list answer tagged with it (ETag) is known to be unchanged without reading the
// rows — right with several processes on one database, because the number lives in the database. A school's first
// revision is a random number, so a database made again (the mock host's reset, a restored copy) never repeats the
// tags a browser still holds.

/** Where a table's row says its school: its own column, or its parent's (memberships and links have none). */
type SchoolOf = { column: 'school_id' | 'id' } | { parent: string; key: string };

const tracked: Record<string, SchoolOf> = {
  schools: { column: 'id' },
  users: { column: 'school_id' },
  user_profiles: { parent: 'users', key: 'user_id' },
  statuses: { column: 'school_id' },
  sources: { column: 'school_id' },
  groups: { column: 'school_id' },
  leads: { column: 'school_id' },
  lead_groups: { parent: 'leads', key: 'lead_id' },
  students: { column: 'school_id' },
  student_groups: { parent: 'students', key: 'student_id' },
  clients: { column: 'school_id' },
  client_groups: { parent: 'clients', key: 'client_id' },
  student_clients: { parent: 'students', key: 'student_id' },
  styles: { column: 'school_id' },
  schedules: { column: 'school_id' },
  lessons: { column: 'school_id' },
  attendance: { column: 'school_id' },
  subscription_templates: { column: 'school_id' },
  subscription_template_groups: { parent: 'subscription_templates', key: 'template_id' },
  subscription_template_styles: { parent: 'subscription_templates', key: 'template_id' },
  subscriptions: { column: 'school_id' },
  subscription_freezes: { column: 'school_id' },
  payments: { column: 'school_id' },
  refunds: { column: 'school_id' },
  expenses: { column: 'school_id' },
  account_entries: { column: 'school_id' },
};

/** The school of `row` (`new` or `old`) as an SQL expression; null when the parent is already gone. */
const schoolExpression = (school: SchoolOf, row: string) =>
  'column' in school
    ? `${row}.${school.column}`
    : `(select school_id from ${school.parent} where id = ${row}.${school.key})`;

async function onSqlite(db: AnyDb) {
  for (const [table, school] of Object.entries(tracked)) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      // SQLite has one writer at a time: a per-row upsert costs little and never waits.
      await sql
        .raw(
          `create trigger ${table}_${event}_revision after ${event} on ${table} for each row begin
             insert into school_revisions (school_id, revision)
               select school, abs(random()) % 1000000000000 from (select ${schoolExpression(school, row)} as school)
               where school is not null
               on conflict (school_id) do update set revision = revision + 1;
           end`,
        )
        .execute(db);
    }
  }
}

/**
 * PostgreSQL: a deferred constraint trigger raises the revision once per transaction, at commit. By then the
 * transaction holds every other lock it takes, so waiting for the school's revision row cannot close a deadlock.
 */
async function onPostgres(db: AnyDb) {
  await sql`
    create function raise_school_revision() returns trigger language plpgsql as $$
    declare
      row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
      school bigint;
    begin
      if tg_argv[0] = 'column' then
        school := (row_data ->> tg_argv[1])::bigint;
      else
        execute format('select school_id from %I where id = $1', tg_argv[1])
          into school using (row_data ->> tg_argv[2])::bigint;
      end if;
      if school is null or current_setting('ritm.revised_' || school, true) = 'yes' then
        return null;
      end if;
      perform set_config('ritm.revised_' || school, 'yes', true);
      insert into school_revisions (school_id, revision) values (school, floor(random() * 1e12)::bigint)
        on conflict (school_id) do update set revision = school_revisions.revision + 1;
      return null;
    end $$`.execute(db);
  for (const [table, school] of Object.entries(tracked)) {
    const args =
      'column' in school ? `'column', '${school.column}'` : `'parent', '${school.parent}', '${school.key}'`;
    await sql
      .raw(
        `create constraint trigger ${table}_revision after insert or update or delete on ${table}
           deferrable initially deferred for each row execute function raise_school_revision(${args})`,
      )
      .execute(db);
  }
}

export const schoolRevisionsMigration: Migration = {
  async up(db: AnyDb) {
    // No foreign key: a school's delete cascades through tables whose triggers still name it.
    await db.schema
      .createTable('school_revisions')
      .addColumn('school_id', dialectOf(db) === 'postgres' ? 'bigint' : 'integer', (c) => c.primaryKey())
      .addColumn('revision', 'bigint', (c) => c.notNull())
      .execute();
    if (dialectOf(db) === 'postgres') await onPostgres(db);
    else await onSqlite(db);
  },
  // No down: triggers and their table go together with the tables they watch.
};
