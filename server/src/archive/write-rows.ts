import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { TableShape } from '../db/table-graph.ts';
import type { ArchiveRow, ArchiveValue } from './archive-format.ts';

// The loader's writes, table by table, on either database: ids handed out ahead, rows inserted in batches.

// biome-ignore lint/suspicious/noExplicitAny: tables are named by the live schema, not by the typed one
export type AnyDb = Kysely<any>;

/**
 * `count` new ids of a table, ascending, that no other row has or will get: PostgreSQL takes them from the column's
 * sequence (another transaction's inserts draw past them); SQLite, whose one writer is this transaction, counts on
 * from the highest id it ever gave (AUTOINCREMENT's own record), and an explicit id moves that record on.
 */
export async function allocateIds(
  db: AnyDb,
  table: string,
  column: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, ${column})) as id
      from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
  const { rows } = await sql<{ top: number | null; seq: number | null }>`
    select (select max(${sql.ref(column)}) from ${sql.table(table)}) as top,
      (select seq from sqlite_sequence where name = ${table}) as seq`.execute(db);
  const start = Math.max(Number(rows[0]?.top ?? 0), Number(rows[0]?.seq ?? 0)) + 1;
  return Array.from({ length: count }, (_, index) => start + index);
}

/** A value as the database takes it: SQLite has no true/false, only 1/0. */
function stored(value: ArchiveValue, postgres: boolean): ArchiveValue {
  return typeof value === 'boolean' && !postgres ? Number(value) : value;
}

const MAX_PARAMETERS = 30_000;
const MAX_BATCH = 500;

/** Inserts the rows, a batch per statement; rows with another set of columns go in a batch of their own. */
export async function insertRows(db: AnyDb, table: string, rows: readonly ArchiveRow[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bySet = new Map<string, ArchiveRow[]>();
  for (const row of rows) {
    const set = Object.keys(row).sort().join(',');
    const group = bySet.get(set);
    if (group) group.push(row);
    else bySet.set(set, [row]);
  }
  for (const [set, group] of bySet) {
    const columns = set.split(',').filter(Boolean);
    const size = Math.max(1, Math.min(MAX_BATCH, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
    for (let start = 0; start < group.length; start += size) {
      const batch = group
        .slice(start, start + size)
        .map((row) =>
          Object.fromEntries(columns.map((column) => [column, stored(row[column] ?? null, postgres)])),
        );
      await db.insertInto(table).values(batch).execute();
    }
  }
}

/** Writes one column of rows already in: the references a loop or a later row held back until now. */
export async function setColumn(
  db: AnyDb,
  shape: TableShape,
  key: string,
  cells: readonly { id: number; column: string; value: number }[],
): Promise<void> {
  for (const cell of cells)
    await db
      .updateTable(shape.name)
      .set({ [cell.column]: cell.value })
      .where(key, '=', cell.id)
      .execute();
}

/** Changes the existing row `id` of a table to the archive's values (the owner's own school card). */
export async function overwriteRow(db: AnyDb, table: string, key: string, id: number, row: ArchiveRow) {
  const postgres = dialectOf(db) === 'postgres';
  const values = Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column !== key)
      .map(([column, value]) => [column, stored(value, postgres)]),
  );
  if (Object.keys(values).length > 0) await db.updateTable(table).set(values).where(key, '=', id).execute();
}
