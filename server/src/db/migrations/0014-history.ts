import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { type AnyDb, columnTypes } from './column-types.ts';

// Frozen once landed. The history of changes (docs/history.md): every insert, update and delete of a school's row
// is recorded by a trigger in the same statement — who (the actor the host set for the request, see
// db/history-actor.ts), when, which row, the whole row before and after as JSON. Nothing writes to it otherwise
// and nothing updates or deletes its rows; a school's history goes only with the school.

/** Where a row says its school: its own column, or its parent's (link tables have none). */
type SchoolOf = { column: 'school_id' | 'id' } | { parent: string; key: string };
/** What a change is filed under: the row itself, or the thing it is a part of (a lead's groups → the lead). */
type Recorded = { school: SchoolOf; entity: string; key: string };

const own = (table: string): Recorded => ({ school: { column: 'school_id' }, entity: table, key: 'id' });
const partOf = (entity: string, key: string): Recorded => ({ school: { column: 'school_id' }, entity, key });
const linkOf = (entity: string, key: string): Recorded => ({ school: { parent: entity, key }, entity, key });

const recorded: Record<string, Recorded> = {
  schools: { school: { column: 'id' }, entity: 'schools', key: 'id' },
  users: own('users'),
  user_profiles: linkOf('users', 'user_id'),
  statuses: own('statuses'),
  sources: own('sources'),
  groups: own('groups'),
  leads: own('leads'),
  lead_groups: linkOf('leads', 'lead_id'),
  students: own('students'),
  student_groups: linkOf('students', 'student_id'),
  student_clients: linkOf('students', 'student_id'),
  clients: own('clients'),
  client_groups: linkOf('clients', 'client_id'),
  styles: own('styles'),
  schedules: own('schedules'),
  lessons: own('lessons'),
  attendance: own('attendance'),
  closures: own('closures'),
  closure_groups: partOf('closures', 'closure_id'),
  subscription_templates: own('subscription_templates'),
  subscription_template_groups: linkOf('subscription_templates', 'template_id'),
  subscription_template_styles: linkOf('subscription_templates', 'template_id'),
  subscriptions: own('subscriptions'),
  subscription_freezes: partOf('subscriptions', 'subscription_id'),
  subscription_extensions: partOf('subscriptions', 'subscription_id'),
  payments: own('payments'),
  refunds: partOf('payments', 'payment_id'),
  expenses: own('expenses'),
  account_entries: own('account_entries'),
  pay_rates: own('pay_rates'),
  payroll_periods: own('payroll_periods'),
  payroll_lines: partOf('payroll_periods', 'period_id'),
  payroll_payouts: partOf('payroll_periods', 'period_id'),
  payroll_adjustments: own('payroll_adjustments'),
};

/** Never copied into the history: a password's hash is nobody's business, even the owner's. */
const SECRET_COLUMNS = ['password_hash'];
/** Bookkeeping that changes without anyone changing anything (the daily expiry sweep's mark). */
const UNRECORDED_COLUMNS = ['expiry_swept_on'];

const schoolExpression = (school: SchoolOf, row: string) =>
  'column' in school
    ? `${row}.${school.column}`
    : `(select school_id from ${school.parent} where id = ${row}.${school.key})`;

async function columnsOf(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name).filter((name) => !SECRET_COLUMNS.includes(name));
}

/** SQLite: the table's three triggers over its columns as they are now (made again when a column is added). */
async function sqliteTriggers(db: AnyDb, table: string, { school, entity, key }: Recorded) {
  // Once the history names the API token a write was made with (0026-integrations), the triggers copy it too.
  const withToken = (await columnsOf(db, 'history')).includes('api_token_id');
  const tokenColumn = withToken ? ', api_token_id' : '';
  const tokenValue = withToken ? ', ritm_api_token()' : '';
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger if exists ${table}_${event}_history`).execute(db);
  const columns = await columnsOf(db, table);
  const json = (row: string) => `json_object(${columns.map((c) => `'${c}', ${row}.${c}`).join(', ')})`;
  const changed = columns
    .filter((c) => !UNRECORDED_COLUMNS.includes(c))
    .map((c) => `old.${c} is not new.${c}`)
    .join(' or ');
  for (const [event, row, before, after, when] of [
    ['insert', 'new', 'null', json('new'), ''],
    ['update', 'new', json('old'), json('new'), ` and (${changed})`],
    ['delete', 'old', json('old'), 'null', ''],
  ] as const) {
    // ritm_actor() is the host's function (db/history-actor.ts): a user's id, '' for the system, 'off' to skip.
    await sql
      .raw(
        `create trigger ${table}_${event}_history after ${event} on ${table} for each row
           when ritm_actor() is not 'off'${when} begin
           insert into history (school_id, at, user_id, table_name, entity, entity_id, action, before, after${tokenColumn})
             select school, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), cast(nullif(ritm_actor(), '') as integer),
               '${table}', '${entity}', ${row}.${key}, '${event}', ${before}, ${after}${tokenValue}
             from (select ${schoolExpression(school, row)} as school)
             where school is not null and exists (select 1 from schools where id = school);
         end`,
      )
      .execute(db);
  }
}

async function onSqlite(db: AnyDb) {
  for (const [table, how] of Object.entries(recorded)) await sqliteTriggers(db, table, how);
}

/** PostgreSQL: one function for every table; the actor is the session setting the host keeps per connection. */
/**
 * PostgreSQL's one trigger function; `withToken` (0026-integrations) also copies the API token a write was made
 * with, from the connection's `ritm.api_token` setting.
 */
export function postgresHistoryFunction(withToken: boolean): string {
  const secret = SECRET_COLUMNS.map((c) => ` - '${c}'`).join('');
  const unrecorded = UNRECORDED_COLUMNS.map((c) => ` - '${c}'`).join('');
  return `create or replace function record_history() returns trigger language plpgsql as $$
    declare
      actor text := coalesce(current_setting('ritm.actor', true), '');
      before_row jsonb;
      after_row jsonb;
      row_data jsonb;
      school bigint;
    begin
      if actor = 'off' then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        before_row := to_jsonb(old)${secret};
      end if;
      if tg_op <> 'DELETE' then
        after_row := to_jsonb(new)${secret};
      end if;
      if tg_op = 'UPDATE' and before_row${unrecorded} = after_row${unrecorded} then
        return null;
      end if;
      row_data := coalesce(after_row, before_row);
      if tg_argv[0] = 'column' then
        school := (row_data ->> tg_argv[1])::bigint;
      else
        execute format('select school_id from %I where id = $1', tg_argv[1])
          into school using (row_data ->> tg_argv[2])::bigint;
      end if;
      if school is null or not exists (select 1 from schools where id = school) then
        return null;
      end if;
      insert into history (school_id, at, user_id, table_name, entity, entity_id, action, before, after${
        withToken ? ', api_token_id' : ''
      })
        values (school, clock_timestamp(), nullif(actor, '')::bigint, tg_table_name, tg_argv[3],
          (row_data ->> tg_argv[4])::bigint, lower(tg_op), before_row::text, after_row::text${
            withToken ? ", nullif(coalesce(current_setting('ritm.api_token', true), ''), '')::bigint" : ''
          });
      return null;
    end $$`;
}

async function onPostgres(db: AnyDb) {
  await sql.raw(postgresHistoryFunction(false)).execute(db);
  for (const [table, how] of Object.entries(recorded)) await postgresTrigger(db, table, how);
}

async function postgresTrigger(db: AnyDb, table: string, { school, entity, key }: Recorded) {
  const schoolArgs =
    'column' in school ? `'column', '${school.column}', ''` : `'parent', '${school.parent}', '${school.key}'`;
  await sql
    .raw(
      `create trigger ${table}_history after insert or update or delete on ${table}
         for each row execute function record_history(${schoolArgs}, '${entity}', '${key}')`,
    )
    .execute(db);
}

/**
 * For later migrations: a new school table starts being recorded (filed under itself, or under the thing it is a
 * part of), or a recorded table that gained a column has its SQLite triggers made again to copy it too.
 */
export async function recordHistory(db: AnyDb, table: string, filedUnder?: { entity: string; key: string }) {
  const how = filedUnder ? partOf(filedUnder.entity, filedUnder.key) : (recorded[table] ?? own(table));
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL copies the whole row whatever its columns: only a new table needs its trigger.
    const { rows } = await sql`select 1 from pg_trigger where tgname = ${`${table}_history`}`.execute(db);
    if (rows.length === 0) await postgresTrigger(db, table, how);
  } else await sqliteTriggers(db, table, how);
}

export const historyMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .createTable('history')
      .addColumn('id', type.id, (c) => type.idColumn(c))
      // A school's history goes with the school, and with nothing else.
      .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('at', type.instant, (c) => c.notNull())
      // No reference: the history outlives the staff member who made the change (their name is in users until
      // then, and the page says «удалённый сотрудник» after).
      .addColumn('user_id', type.reference)
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', type.reference, (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('history_school').on('history').columns(['school_id', 'id']).execute();
    await db.schema
      .createIndex('history_entity')
      .on('history')
      .columns(['school_id', 'entity', 'entity_id', 'id'])
      .execute();
    if (dialectOf(db) === 'postgres') await onPostgres(db);
    else await onSqlite(db);
  },
  // No down: the history is kept.
};
