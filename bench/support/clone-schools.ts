import { type Kysely, sql } from 'kysely';
import { inSchool, schoolScopes } from '../../server/src/archive/school-scope.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { readTableGraph, type TableGraph } from '../../server/src/db/table-graph.ts';

// Copies of one school in bulk SQL on PostgreSQL, for the scale bench: every table with the school's rows (found
// from the live schema, as the school's archive finds them) gets one `INSERT … SELECT` per batch of copies. Copy k
// of a row with id n gets n + k·stride, where a table's stride is its largest id before copying, so copies never
// meet each other or the rows already there; every foreign key moves by its parent table's stride. Text that must
// be unique across schools (a staff email, a join page's code) gets the copy's number. Triggers are off while it
// runs (the history and revision triggers would record every copied row), so foreign keys are not checked either:
// the copies are consistent by construction. 1 000 schools take a minute or two.

/** Rows that are not the school's data, or hold secrets or per-message state: not copied. */
const NOT_COPIED = new Set([
  'history',
  'outbox',
  'sessions',
  'cabinet_sessions',
  'idempotency_keys',
  'api_tokens',
  'webhook_deliveries',
  'telegram_link_tokens',
  'unsubscribe_tokens',
  'join_attempts',
]);
/** Ids kept without a foreign key (server/src/archive/archive-policy.ts): who deleted a row is a staff member. */
const STAFF_COLUMNS = new Set(['deleted_by']);
/** Copies per statement: 1 000 schools go in a few statements per table, each a few seconds at most. */
const COPIES_PER_STATEMENT = 100;

// biome-ignore lint/suspicious/noExplicitAny: tables are named by the live schema, not by the typed one
type AnyDb = Kysely<any>;

export type Strides = ReadonlyMap<string, number>;

async function uniqueColumnSets(db: AnyDb): Promise<Map<string, string[][]>> {
  const rows = await sql<{ table_name: string; columns: string[] }>`
    select t.relname as table_name, array_agg(a.attname::text order by k.ord) as columns
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where x.indisunique
    group by x.indexrelid, t.relname`.execute(db);
  const sets = new Map<string, string[][]>();
  for (const row of rows.rows) sets.set(row.table_name, [...(sets.get(row.table_name) ?? []), row.columns]);
  return sets;
}

/** The select list of copy `k` (a column of the series) of a table's rows. */
function copiedColumns(graph: TableGraph, table: string, strides: Strides, unique: string[][]) {
  const shape = graph.get(table);
  if (!shape) throw new Error(`No table ${table}`);
  const parentOf = new Map(shape.foreignKeys.map((key) => [key.column, key.parent]));
  const moved = (column: string) => {
    if (column === 'id' && strides.has(table)) return table;
    const parent = STAFF_COLUMNS.has(column)
      ? 'users'
      : column === 'school_id'
        ? 'schools'
        : parentOf.get(column);
    return parent && strides.has(parent) ? parent : undefined;
  };
  // Text of a unique key that no moved column tells apart.
  const renamed = new Set(
    unique
      .filter((columns) => !columns.some((column) => moved(column)))
      .flat()
      .filter((column) => shape.columns.find((c) => c.name === column)?.kind === 'text'),
  );
  return shape.columns.map(({ name }) => {
    const column = `"${name}"`;
    const parent = moved(name);
    if (parent) return `${column} + copy.k * ${strides.get(parent)}`;
    if (renamed.has(name))
      return name.includes('email') ? `'s' || copy.k || '.' || ${column}` : `${column} || '-' || copy.k`;
    return column;
  });
}

/** The tables to copy and their strides (largest id now), read once before any copy. */
export async function planCopies(db: Kysely<Database>) {
  const graph = await readTableGraph(db);
  const scopes = schoolScopes(graph);
  const tables = [...scopes.keys()].filter((name) => !NOT_COPIED.has(name));
  const strides = new Map<string, number>();
  for (const table of tables) {
    if (!graph.get(table)?.columns.some((column) => column.name === 'id')) continue;
    const { rows } = await sql<{
      top: number | null;
    }>`select max(id) as top from ${sql.table(table)}`.execute(db);
    strides.set(table, Number(rows[0]?.top ?? 0) + 1);
  }
  return { graph, scopes, tables, strides };
}

/** The id of a template row's copy `k` (0 is the template itself). */
export const copiedId = (strides: Strides, table: string, id: number, k: number) =>
  id + k * (strides.get(table) ?? Number.NaN);

/** The non-unique indexes of these tables: dropped while the copies go in, then built again in one pass each. */
async function plainIndexes(db: AnyDb, tables: string[]) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
    where not x.indisunique and t.relname = any(${tables})`.execute(db);
  return rows;
}

/**
 * Makes copies 1…count−1 of school `schoolId` (copy 0 is the school itself) and answers the strides, by which
 * the bench finds every copy's rows. On one connection: the template's rows are taken into temporary tables first,
 * the plain indexes are dropped and built again after the copies (faster than keeping them up row by row), and
 * the sequences move past the copies, so the API's own inserts go on after them.
 */
export async function cloneSchool(db: Kysely<Database>, schoolId: number, count: number): Promise<Strides> {
  const plan = await planCopies(db);
  const unique = await uniqueColumnSets(db);
  await db.connection().execute(async (connection) => {
    const one = connection as AnyDb;
    await sql`set session_replication_role = replica`.execute(one);
    for (const table of plan.tables) {
      // The template's rows, by the same rule the archive uses to find a school's rows.
      const template = one
        .selectFrom(table)
        .selectAll()
        .where(inSchool(plan.scopes, table, schoolId))
        .compile();
      await one.executeQuery({
        ...template,
        sql: `create temporary table "template_${table}" as ${template.sql}`,
      });
    }
    const indexes = await plainIndexes(one, plan.tables);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(one);
    for (const table of plan.tables) {
      const shape = plan.graph.get(table);
      if (!shape) continue;
      const columns = shape.columns.map(({ name }) => `"${name}"`).join(', ');
      const values = copiedColumns(plan.graph, table, plan.strides, unique.get(table) ?? []).join(', ');
      for (let from = 1; from < count; from += COPIES_PER_STATEMENT) {
        const to = Math.min(count - 1, from + COPIES_PER_STATEMENT - 1);
        await sql
          .raw(
            `insert into "${table}" (${columns}) select ${values} from "template_${table}" as row, ` +
              `generate_series(${from}, ${to}) as copy(k)`,
          )
          .execute(one);
      }
    }
    for (const index of indexes) await sql.raw(index.definition).execute(one);
    await sql`set session_replication_role = default`.execute(one);
    await sql`discard temp`.execute(one);
    for (const table of plan.strides.keys())
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        one,
      );
  });
  return plan.strides;
}
