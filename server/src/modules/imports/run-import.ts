import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ImportResult,
  type ImportRowResult,
  importOutcomeTotals,
  type importRequestSchema,
  type SchoolTime,
  validateAt,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { type Cells, RowProblems } from './cells.ts';

export type ImportBody = z.output<ReturnType<typeof importRequestSchema>>;

/** Who imports, where and when. */
export type ImportAuthor = { schoolId: number; userId: number; time: SchoolTime };

/** A person already in the school that a row may match. */
export type Existing = { id: number; name: string };

/**
 * How one table imports (leads, students, clients): how a row is read from its cells, which people of the school it
 * matches, and how it is written. `Row` is a row read without problems; `Context` is what `load` read once.
 */
export type Importer<Row, Person extends Existing, Context> = {
  load(db: Kysely<Database>, author: ImportAuthor): Promise<Context>;
  /** The row's values, or undefined when `problems` got at least one. */
  read(cells: Cells, context: Context, problems: RowProblems): Row | undefined;
  /** The row's duplicate keys (docs/import.md): a row matches a person or an earlier row on any of them. */
  keys(row: Row): string[];
  find(row: Row, context: Context): Person | undefined;
  /** Whether updating `person` with the row would change anything. */
  changes(row: Row, person: Person, context: Context): boolean;
  create(db: Kysely<Database>, row: Row, context: Context, author: ImportAuthor): Promise<number>;
  update(
    db: Kysely<Database>,
    row: Row,
    person: Person,
    context: Context,
    author: ImportAuthor,
  ): Promise<void>;
};

type Planned<Row, Person> =
  | { outcome: 'create'; row: Row }
  | { outcome: 'update'; row: Row; person: Person }
  | { outcome: 'unchanged' | 'skip' | 'invalid' };

/**
 * Reads, matches and (unless it is a dry run) writes every row of a file in one transaction: all of it lands or
 * none of it. Rows with problems and skipped duplicates are not written; the answer says what happened to each.
 */
export function runImport<Row, Person extends Existing, Context>(
  db: Kysely<Database>,
  importer: Importer<Row, Person, Context>,
  author: ImportAuthor,
  body: ImportBody,
): Promise<ImportResult> {
  const work = async (trx: Kysely<Database>): Promise<ImportResult> => {
    const context = await importer.load(trx, author);
    const seen = new Map<string, number>();
    const results: ImportRowResult[] = [];
    const plans: Planned<Row, Person>[] = [];

    body.rows.forEach((cellList, index) => {
      const cells: Cells = {};
      body.columns.forEach((field, column) => {
        cells[field] = (cellList[column] ?? '').trim();
      });
      const problems = new RowProblems();
      // A row's dates are checked against the school's day, as a form's are.
      const row = validateAt(author.time, () => importer.read(cells, context, problems));
      if (row === undefined) {
        results.push({ outcome: 'invalid', problems: problems.list, match: null, id: null });
        plans.push({ outcome: 'invalid' });
        return;
      }
      const keys = importer.keys(row);
      const earlier = keys.map((key) => seen.get(key)).find((at) => at !== undefined);
      if (earlier !== undefined) {
        // The same person twice in one file is a slip of the file, never two people.
        results.push({ outcome: 'skip', problems: [], match: { kind: 'row', index: earlier }, id: null });
        plans.push({ outcome: 'skip' });
        return;
      }
      for (const key of keys) seen.set(key, index);

      const person = importer.find(row, context);
      const match = person ? { kind: 'existing' as const, id: person.id, name: person.name } : null;
      let plan: Planned<Row, Person> = { outcome: 'create', row };
      if (person && body.on_duplicate === 'skip') plan = { outcome: 'skip' };
      if (person && body.on_duplicate === 'update')
        plan = importer.changes(row, person, context)
          ? { outcome: 'update', row, person }
          : { outcome: 'unchanged' };
      plans.push(plan);
      results.push({ outcome: plan.outcome, problems: [], match, id: person?.id ?? null });
    });

    if (!body.dry_run) {
      for (const [index, plan] of plans.entries()) {
        const result = results[index] as ImportRowResult;
        if (plan.outcome === 'create') result.id = await importer.create(trx, plan.row, context, author);
        if (plan.outcome === 'update') await importer.update(trx, plan.row, plan.person, context, author);
      }
    }

    const totals = { created: 0, updated: 0, unchanged: 0, skipped: 0, invalid: 0 };
    for (const result of results) totals[importOutcomeTotals[result.outcome]] += 1;
    return { dry_run: body.dry_run, ...totals, rows: results };
  };
  // A dry run writes nothing, so it needs no write transaction (and holds no lock on SQLite).
  return body.dry_run ? work(db) : inTransaction(db, work);
}
