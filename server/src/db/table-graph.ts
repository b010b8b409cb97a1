import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect.ts';

// The live schema as data: every table, its columns, its key and its foreign keys, read from the database itself
// (SQLite's pragmas, PostgreSQL's catalog) rather than from a list kept by hand. The school's archive
// (docs/archive.md) walks it, so a table a migration adds is met the day it lands, not forgotten.

/** How a value travels in JSON: a whole number, a true/false, or text (dates and instants are text on both). */
export type ColumnKind = 'integer' | 'boolean' | 'text';

export type TableColumn = {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default, an identity, SQLite's rowid key). */
  hasDefault: boolean;
};

export type ForeignKey = { column: string; parent: string; parentColumn: string };

export type TableShape = {
  name: string;
  columns: TableColumn[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
};

export type TableGraph = Map<string, TableShape>;

// biome-ignore lint/suspicious/noExplicitAny: the catalog is read as it is, not as the typed schema says
type AnyDb = Kysely<any>;

/** Kysely's own bookkeeping: nobody's rows. */
const INTERNAL = /^(kysely_|sqlite_)/;

const kindOf = (type: string): ColumnKind => {
  const lower = type.toLowerCase();
  if (lower === 'boolean') return 'boolean';
  return /int/.test(lower) ? 'integer' : 'text';
};

async function sqliteGraph(db: AnyDb): Promise<TableGraph> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' order by name`.execute(db);
  const graph: TableGraph = new Map();
  for (const { name } of tables.rows) {
    if (INTERNAL.test(name)) continue;
    const info = await sql<{ name: string; type: string; notnull: number; dflt_value: unknown; pk: number }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${name}) order by cid`.execute(db);
    const keys = await sql<{ from: string; table: string; to: string | null }>`
      select "from", "table", "to" from pragma_foreign_key_list(${name}) order by id, seq`.execute(db);
    const primaryKey = info.rows
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    // An INTEGER PRIMARY KEY of one column is the rowid: SQLite numbers it when an insert leaves it out.
    const rowid = primaryKey.length === 1 ? primaryKey[0] : undefined;
    graph.set(name, {
      name,
      primaryKey,
      columns: info.rows.map((column) => {
        const isRowid = column.name === rowid && column.type.toUpperCase() === 'INTEGER';
        return {
          name: column.name,
          kind: kindOf(column.type),
          nullable: column.notnull === 0 && !isRowid && column.pk === 0,
          hasDefault: column.dflt_value !== null || isRowid,
        };
      }),
      foreignKeys: keys.rows.map((key) => ({
        column: key.from,
        parent: key.table,
        parentColumn: key.to ?? 'id',
      })),
    });
  }
  return graph;
}

async function postgresGraph(db: AnyDb): Promise<TableGraph> {
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const keys = await sql<{
    table_name: string;
    column_name: string;
    kind: string;
    parent: string | null;
    parent_column: string | null;
    position: number;
  }>`
    select child.relname as table_name, a.attname as column_name, c.contype as kind,
      parent.relname as parent, pa.attname as parent_column, k.ord as position
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = current_schema()
    cross join lateral unnest(c.conkey, coalesce(c.confkey, c.conkey)) with ordinality as k(attnum, fattnum, ord)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    left join pg_class parent on parent.oid = c.confrelid
    left join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = k.fattnum
    where c.contype in ('p', 'f')
    order by child.relname, c.contype desc, c.conname, k.ord`.execute(db);
  const graph: TableGraph = new Map();
  for (const column of columns.rows) {
    if (INTERNAL.test(column.table_name)) continue;
    const table = graph.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      primaryKey: [],
      foreignKeys: [],
    };
    table.columns.push({
      name: column.column_name,
      kind: kindOf(column.data_type),
      nullable: column.is_nullable === 'YES',
      hasDefault: column.column_default !== null || column.is_identity === 'YES',
    });
    graph.set(column.table_name, table);
  }
  for (const key of keys.rows) {
    const table = graph.get(key.table_name);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey.push(key.column_name);
    else if (key.parent)
      table.foreignKeys.push({
        column: key.column_name,
        parent: key.parent,
        parentColumn: key.parent_column ?? 'id',
      });
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every table of the database with its columns, key and foreign keys. */
export function readTableGraph(db: AnyDb): Promise<TableGraph> {
  return dialectOf(db) === 'postgres' ? postgresGraph(db) : sqliteGraph(db);
}

/**
 * The tables in an order where a row's parents come before it: Kahn's order over the foreign keys (a table's keys to
 * itself aside), ties by name. A loop between tables is broken at a key that may be empty — its column is written
 * after every row is in (`deferred`); a loop of required keys cannot be loaded at all and throws.
 */
export function parentsFirst(graph: TableGraph, tables: readonly string[]) {
  const chosen = new Set(tables);
  const pending = new Map(
    tables.map((name) => [
      name,
      (graph.get(name)?.foreignKeys ?? []).filter((key) => key.parent !== name && chosen.has(key.parent)),
    ]),
  );
  const order: string[] = [];
  const deferred: { table: string; column: string }[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter(([, keys]) => keys.every((key) => !pending.has(key.parent)))
      .map(([name]) => name)
      .sort();
    if (ready.length > 0) {
      for (const name of ready) {
        order.push(name);
        pending.delete(name);
      }
      continue;
    }
    const breakable = [...pending]
      .flatMap(([table, keys]) => keys.map((key) => ({ table, key })))
      .find(
        ({ table, key }) =>
          pending.has(key.parent) && graph.get(table)?.columns.find((c) => c.name === key.column)?.nullable,
      );
    if (!breakable)
      throw new Error(`A loop of required foreign keys among ${[...pending.keys()].join(', ')}`);
    deferred.push({ table: breakable.table, column: breakable.key.column });
    pending.set(
      breakable.table,
      (pending.get(breakable.table) ?? []).filter((key) => key !== breakable.key),
    );
  }
  return { order, deferred };
}
