/**
 * One table of the in-memory database: plain JSON (so it persists to sessionStorage as is) with an id
 * counter that never goes back, like the server's AUTOINCREMENT / identity columns, so ids match.
 */
export type Row = { id: number };

export type Table<T extends Row> = { nextId: number; rows: T[] };

export function emptyTable<T extends Row>(): Table<T> {
  return { nextId: 1, rows: [] };
}

export function insertRow<T extends Row>(table: Table<T>, values: Omit<T, 'id'>): T {
  const row = { ...values, id: table.nextId } as T;
  table.nextId += 1;
  table.rows.push(row);
  return row;
}

export function findRow<T extends Row>(table: Table<T>, id: number): T | undefined {
  return table.rows.find((row) => row.id === id);
}

/** Removes every row that matches; answers how many went. */
export function deleteRows<T extends Row>(table: Table<T>, matches: (row: T) => boolean): number {
  const before = table.rows.length;
  table.rows = table.rows.filter((row) => !matches(row));
  return before - table.rows.length;
}
