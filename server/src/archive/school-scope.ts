import type { ExpressionBuilder } from 'kysely';
import { parentsFirst, type TableGraph } from '../db/table-graph.ts';
import { excludedTables, installationTables } from './archive-policy.ts';

// Which rows of a table are a school's (docs/archive.md): the school's own row, the rows with its `school_id`, and
// the rows that hang from those by a foreign key (a lead's groups, a schedule's occurrences, a user's profile) —
// found from the live schema, so a new table is placed the day it lands.

export type SchoolScope =
  | { kind: 'school' }
  | { kind: 'column' }
  /** The row's school is its parent's: `column` points at `parent.parentColumn`. */
  | { kind: 'parent'; column: string; parent: string; parentColumn: string };

/** Every table that holds rows of a school, and how its rows name the school. */
export function schoolScopes(graph: TableGraph): Map<string, SchoolScope> {
  const scopes = new Map<string, SchoolScope>();
  for (const [name, table] of graph) {
    if (name === 'schools') scopes.set(name, { kind: 'school' });
    else if (table.columns.some((column) => column.name === 'school_id'))
      scopes.set(name, { kind: 'column' });
  }
  // Rows without a school column take their parent's, nearest first: a pass per level, keys in the table's order.
  for (let changed = true; changed; ) {
    changed = false;
    const found: [string, SchoolScope][] = [];
    for (const [name, table] of graph) {
      if (scopes.has(name)) continue;
      const key = table.foreignKeys.find(
        (candidate) => candidate.parent !== name && scopes.has(candidate.parent),
      );
      if (key) found.push([name, { kind: 'parent', ...key }]);
    }
    for (const [name, scope] of found) scopes.set(name, scope);
    changed = found.length > 0;
  }
  return scopes;
}

// biome-ignore lint/suspicious/noExplicitAny: tables are named by the live schema, not by the typed one
type AnyBuilder = ExpressionBuilder<any, any>;

/** A `where` that keeps a table's rows of one school (through its parents when it has no school column). */
export function inSchool(scopes: Map<string, SchoolScope>, table: string, schoolId: number) {
  const scope = scopes.get(table);
  if (!scope) throw new Error(`${table} holds no school's rows`);
  return (eb: AnyBuilder) => {
    if (scope.kind === 'school') return eb(eb.ref(`${table}.id`), '=', schoolId);
    if (scope.kind === 'column') return eb(eb.ref(`${table}.school_id`), '=', schoolId);
    const parents = eb
      .selectFrom(scope.parent)
      .select(`${scope.parent}.${scope.parentColumn}`)
      .where(inSchool(scopes, scope.parent, schoolId));
    return eb(eb.ref(`${table}.${scope.column}`), 'in', parents);
  };
}

/**
 * The tables the archive carries — every table with a school's rows but those left out on purpose
 * (archive-policy.ts) — in an order where parents come first, and the keys of a loop written last.
 */
export function archivedTables(graph: TableGraph) {
  const scopes = schoolScopes(graph);
  const tables = [...scopes.keys()].filter((name) => !(name in excludedTables));
  return { scopes, ...parentsFirst(graph, tables) };
}

/**
 * Tables nobody placed: they hold no school's rows by any key the schema shows, and are named neither a school's
 * table left out nor the installation's own. A table like that may still hold a school's data (by an email, a
 * name), so the coverage test refuses it until it is placed (server/test/archive/coverage.test.ts).
 */
export function unplacedTables(graph: TableGraph): string[] {
  const scopes = schoolScopes(graph);
  return [...graph.keys()].filter(
    (name) => !scopes.has(name) && !(name in excludedTables) && !(name in installationTables),
  );
}
