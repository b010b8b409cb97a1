import type { z } from 'zod';
import { type ImportField, importFieldLabels, toIsoDate } from '../../../../src/contract/index.ts';

/** One file row as the importers read it: the mapped fields' cells, trimmed; a field left unmapped is absent. */
export type Cells = Partial<Record<ImportField, string>>;

/** What parsing a row found: the values it could read and one Russian sentence per problem. */
export class RowProblems {
  readonly list: string[] = [];

  add(message: string): void {
    if (!this.list.includes(message)) this.list.push(message);
  }

  /** Every issue of a contract schema, in its own words (they name the field). */
  addIssues(error: z.ZodError): void {
    for (const issue of error.issues) this.add(issue.message);
  }
}

/** Names compare without case, extra spaces or the «ё»/«е» difference: «Анна  Петрова» is «анна петрова». */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
}

/**
 * The duplicate key of a person (docs/import.md): the name and the normalised phone, so `8 916…`, `+7 916…` and
 * `9161234567` are one number. A person without a phone is keyed by the name alone.
 */
export function personKey(name: string, phone: string): string {
  return `${nameKey(name)}|${phone}`;
}

/** `A, B; C` → `['A', 'B', 'C']`: how a cell lists several groups. */
export function splitList(cell: string): string[] {
  return cell
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A date cell: `дд.мм.гггг` or `гггг-мм-дд` (Excel dates arrive as the latter), '' is none; undefined if not a date. */
export function readDate(cell: string, field: ImportField, problems: RowProblems): string | null | undefined {
  if (cell === '') return null;
  const date = toIsoDate(cell);
  if (date === null) {
    problems.add(`${importFieldLabels[field]}: «${cell}» — не дата; пишите дд.мм.гггг`);
    return undefined;
  }
  return date;
}

/** A name → id lookup of a school's dictionary (sources, statuses, groups), matched like person names. */
export class NamedIds {
  private readonly ids = new Map<string, number>();

  constructor(items: readonly { id: number; name: string }[]) {
    // The first of equal names wins, as it does in the lists the staff see.
    for (const item of items)
      if (!this.ids.has(nameKey(item.name))) this.ids.set(nameKey(item.name), item.id);
  }

  find(name: string): number | undefined {
    return this.ids.get(nameKey(name));
  }
}

/** A dictionary cell → its id; '' is none; an unknown name is a problem that says where to add it. */
export function readNamed(
  cell: string,
  lookup: NamedIds,
  unknown: (name: string) => string,
  problems: RowProblems,
): number | null | undefined {
  if (cell === '') return null;
  const id = lookup.find(cell);
  if (id === undefined) problems.add(unknown(cell));
  return id;
}

/** A cell listing groups → their ids; undefined when the cell is empty (the row's groups stay as they are). */
export function readGroups(cell: string, lookup: NamedIds, problems: RowProblems): number[] | undefined {
  const names = splitList(cell);
  if (names.length === 0) return undefined;
  const ids: number[] = [];
  for (const name of names) {
    const id = lookup.find(name);
    if (id === undefined) problems.add(`Группа: нет группы «${name}» в этом разделе`);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Whether two id sets are the same set. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Reads a row's plain fields through the table's own update schema, so a file gets the same messages a form gets.
 * Undefined when the row has any problem (also one found before).
 */
export function readWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, unknown>,
  problems: RowProblems,
): z.output<Schema> | undefined {
  const parsed = schema.safeParse(input);
  if (!parsed.success) problems.addIssues(parsed.error);
  return parsed.success && problems.list.length === 0 ? parsed.data : undefined;
}

type Filled<T> = { [K in keyof T]?: Exclude<T[K], null | undefined | ''> };

/** The fields a file filled in: empty cells (undefined, null, '') stay absent, so they change nothing. */
export function filledFields<T extends Record<string, unknown>>(values: T): Filled<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Filled<T>;
}

/** Whether a row's filled fields differ from what a person has now; groups compare as sets. */
export function changesAny<Row extends object, Person extends { groups: readonly { id: number }[] }>(
  row: Row & { groups?: number[] },
  person: Person,
  fields: readonly (keyof Row & keyof Person)[],
): boolean {
  const differs = fields.some((field) => row[field] !== undefined && row[field] !== person[field]);
  return (
    differs ||
    (row.groups !== undefined &&
      !sameIds(
        row.groups,
        person.groups.map((group) => group.id),
      ))
  );
}

/** The row's filled values of `fields`: an update's patch. */
export function patchOf<Row extends object, Field extends keyof Row>(
  row: Row,
  fields: readonly Field[],
): Partial<Pick<Row, Field>> {
  return Object.fromEntries(
    fields.flatMap((field) => (row[field] === undefined ? [] : [[field, row[field]]])),
  ) as Partial<Pick<Row, Field>>;
}

/** People by each of their duplicate keys; of two with one key, the oldest (lowest id) is the one a row matches. */
export function byKeys<Person extends { id: number }>(
  people: readonly Person[],
  keysOf: (person: Person) => readonly string[],
): Map<string, Person> {
  const index = new Map<string, Person>();
  for (const person of [...people].sort((a, b) => a.id - b.id))
    for (const key of keysOf(person)) if (!index.has(key)) index.set(key, person);
  return index;
}
