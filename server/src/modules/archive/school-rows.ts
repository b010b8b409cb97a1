import type { Kysely } from 'kysely';
import type { ArchiveRow, ArchiveValue } from '../../archive/archive-format.ts';
import {
  codeMessageKinds,
  OUTBOX_TEXT_COLUMNS,
  secretColumns,
  withoutLinkTokens,
} from '../../archive/archive-policy.ts';
import { archivedTables, inSchool } from '../../archive/school-scope.ts';
import type { Database } from '../../db/schema.ts';
import { readTableGraph, type TableShape } from '../../db/table-graph.ts';

// The read model of a school's archive (docs/architecture.md, «Read models»): every row of the school in every
// table it carries, found from the live schema (archive/school-scope.ts), as the JSON of the archive holds it. It
// reads any table and writes none.

export type ArchivedTable = { shape: TableShape; rows: ArchiveRow[] };

// biome-ignore lint/suspicious/noExplicitAny: tables are named by the live schema, not by the typed one
type AnyDb = Kysely<any>;

/** One spelling on both databases: true/false (SQLite stores 1/0), numbers as numbers, text as it is. */
function archivedValue(shape: TableShape, column: string, value: unknown): ArchiveValue {
  if (value === null || value === undefined) return null;
  const kind = shape.columns.find((candidate) => candidate.name === column)?.kind;
  if (kind === 'boolean') return Boolean(Number(value));
  if (kind === 'integer') return Number(value);
  return String(value);
}

/** A row as it leaves the installation: no secret column, no one-time code, no token in a link; null to skip it. */
export function archivedRow(shape: TableShape, row: Record<string, unknown>): ArchiveRow | null {
  if (shape.name === 'outbox' && codeMessageKinds.has(String(row.kind))) return null;
  const secret = secretColumns[shape.name] ?? [];
  const out: ArchiveRow = {};
  for (const column of shape.columns) {
    if (secret.includes(column.name)) continue;
    const value = archivedValue(shape, column.name, row[column.name]);
    out[column.name] =
      shape.name === 'outbox' &&
      typeof value === 'string' &&
      (OUTBOX_TEXT_COLUMNS as readonly string[]).includes(column.name)
        ? withoutLinkTokens(value)
        : value;
  }
  return out;
}

/** The rows of a query, in the table's key order, as the archive holds them. */
export async function archivedRows(
  shape: TableShape,
  // biome-ignore lint/suspicious/noExplicitAny: a select over a table the live schema names
  query: any,
): Promise<ArchiveRow[]> {
  let ordered = query;
  for (const column of shape.primaryKey) ordered = ordered.orderBy(`${shape.name}.${column}`);
  const rows = (await ordered.execute()) as Record<string, unknown>[];
  return rows.map((row) => archivedRow(shape, row)).filter((row): row is ArchiveRow => row !== null);
}

/** Every table the archive carries, parents first, with the school's rows. */
export async function readSchoolTables(db: Kysely<Database>, schoolId: number): Promise<ArchivedTable[]> {
  const any = db as unknown as AnyDb;
  const graph = await readTableGraph(any);
  const { scopes, order } = archivedTables(graph);
  const tables: ArchivedTable[] = [];
  for (const name of order) {
    const shape = graph.get(name) as TableShape;
    const query = any
      .selectFrom(name)
      .selectAll(name)
      .where(inSchool(scopes, name, schoolId));
    tables.push({ shape, rows: await archivedRows(shape, query) });
  }
  return tables;
}
