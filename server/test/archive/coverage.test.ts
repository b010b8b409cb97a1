import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  excludedTables,
  installationTables,
  referencesWithoutKeys,
  secretColumns,
} from '../../src/archive/archive-policy.ts';
import { archivedTables, unplacedTables } from '../../src/archive/school-scope.ts';
import { readTableGraph, type TableGraph } from '../../src/db/table-graph.ts';
import { headerOf, tableTitles } from '../../src/modules/archive/csv-headers.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../support/test-database.ts';

// The archive is made from the live schema, so a table a migration adds is carried the day it lands — if the schema
// says whose rows it holds. These checks hold the schema against archive-policy.ts: every table is the school's
// (and carried), left out with its reason, or the installation's own; every id in a carried row either is a key the
// loader follows or is named with how it follows; and everything carried has a Russian name in the CSVs.

/** Id columns of carried tables that are neither a foreign key nor the row's own key, nor named in the policy. */
function unkeyedIds(graph: TableGraph): string[] {
  const { order } = archivedTables(graph);
  return order.flatMap((table) => {
    const shape = graph.get(table);
    if (!shape) return [];
    return shape.columns
      .filter((column) => column.kind === 'integer' && /(^id|_id|_by)$/.test(column.name))
      .filter((column) => !shape.foreignKeys.some((key) => key.column === column.name))
      .filter((column) => !(shape.primaryKey.length === 1 && shape.primaryKey[0] === column.name))
      .map((column) => `${table}.${column.name}`)
      .filter((name) => !(name in referencesWithoutKeys));
  });
}

describe.each(testDialects())('what the archive carries, on %s', (dialect) => {
  let database: TestDatabase;
  let graph: TableGraph;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    graph = await readTableGraph(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('places every table: carried, left out with a reason, or the installation’s own', () => {
    expect(graph.size).toBeGreaterThan(40);
    expect(unplacedTables(graph)).toEqual([]);
    const { order, scopes } = archivedTables(graph);
    for (const table of Object.keys(excludedTables)) {
      expect(graph.has(table), `${table} is no table`).toBe(true);
      expect(scopes.has(table), `${table} holds no school's rows: nothing to leave out`).toBe(true);
    }
    for (const table of Object.keys(installationTables)) expect(scopes.has(table), table).toBe(false);
    for (const table of [
      'students',
      'account_entries',
      'payroll_lines',
      'history',
      'outbox',
      'lesson_occurrences',
    ])
      expect(order, table).toContain(table);
    // Parents first: every key of a carried row points at a table carried before it (or at its own table).
    for (const [index, table] of order.entries())
      for (const key of graph.get(table)?.foreignKeys ?? [])
        if (order.includes(key.parent) && key.parent !== table)
          expect(order.indexOf(key.parent), `${table} → ${key.parent}`).toBeLessThan(index);
  });

  it('refuses a table that holds a school’s data without saying so', async () => {
    // Families' badges by email: no key to a school, so nothing tells the archive they are a school's.
    await sql`create table family_badges (id integer primary key, email text not null, badge text not null)`.execute(
      database.db,
    );
    await sql`create table student_awards (id integer primary key, student_id integer not null references students (id), award text not null)`.execute(
      database.db,
    );
    try {
      const grown = await readTableGraph(database.db);
      expect(unplacedTables(grown)).toEqual(['family_badges']);
      // A table with a key to a school's row is carried as it lands, parents first.
      const { order } = archivedTables(grown);
      expect(order.indexOf('student_awards')).toBeGreaterThan(order.indexOf('students'));
    } finally {
      await sql`drop table family_badges`.execute(database.db);
      await sql`drop table student_awards`.execute(database.db);
    }
  });

  it('follows every id of a carried row: by its foreign key, or by a rule named in the policy', async () => {
    expect(unkeyedIds(graph)).toEqual([]);
    for (const name of Object.keys(referencesWithoutKeys)) {
      const [table, column] = name.split('.');
      expect(
        graph.get(table ?? '')?.columns.some((candidate) => candidate.name === column),
        name,
      ).toBe(true);
    }
    await sql`create table lesson_notes (id integer primary key, school_id integer not null references schools (id), lesson_id integer)`.execute(
      database.db,
    );
    try {
      expect(unkeyedIds(await readTableGraph(database.db))).toEqual(['lesson_notes.lesson_id']);
    } finally {
      await sql`drop table lesson_notes`.execute(database.db);
    }
  });

  it('names every carried table and column in Russian for the CSVs', () => {
    const { order } = archivedTables(graph);
    expect(order.filter((table) => !tableTitles[table])).toEqual([]);
    const unnamed = order.flatMap((table) =>
      (graph.get(table)?.columns ?? [])
        .filter((column) => !(secretColumns[table] ?? []).includes(column.name))
        .filter((column) => !headerOf(table, column.name))
        .map((column) => `${table}.${column.name}`),
    );
    expect(unnamed).toEqual([]);
  });
});
