import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed now
export type AnyDb = Kysely<any>;

/** Column types that differ between SQLite and PostgreSQL; every migration builds its tables with these. */
export function columnTypes(db: AnyDb) {
  const postgres = dialectOf(db) === 'postgres';
  return {
    // SQLite's AUTOINCREMENT never reuses ids, like a PostgreSQL identity, so both number rows alike.
    id: postgres ? ('bigint' as const) : ('integer' as const),
    idColumn: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    reference: postgres ? ('bigint' as const) : ('integer' as const),
    instant: postgres ? ('timestamptz' as const) : ('text' as const),
    date: postgres ? ('date' as const) : ('text' as const),
  };
}

/** A new table of a school's rows: its id and its school (the school's delete takes the rows with it). */
export function schoolTable(db: AnyDb, table: string) {
  const type = columnTypes(db);
  return db.schema
    .createTable(table)
    .addColumn('id', type.id, type.idColumn)
    .addColumn('school_id', type.reference, (c) => c.notNull().references('schools.id').onDelete('cascade'));
}
