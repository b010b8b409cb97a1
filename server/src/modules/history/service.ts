import type { Kysely } from 'kysely';
import {
  expenseCategoryName,
  formatMoney,
  HISTORY_PAGE_SIZE,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryFilter,
  type HistoryPage,
  type HistoryTable,
  type HistoryValue,
  historyHiddenFields,
  readNote,
  sayNote,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { NamedTable } from './repository.ts';
import * as history from './repository.ts';

// docs/history.md: the triggers store whole rows; this turns a page of them into what changed, with names for
// the ids (`status_id: 3` → «Новый») and a title for each thing.

type Row = Record<string, unknown>;
type StoredChange = Awaited<ReturnType<typeof history.listHistory>>[number];

/** The `…_id` columns and the tables they name. */
const references: Record<string, NamedTable> = {
  lead_id: 'leads',
  student_id: 'students',
  client_id: 'clients',
  group_id: 'groups',
  trial_group_id: 'groups',
  status_id: 'statuses',
  source_id: 'sources',
  style_id: 'styles',
  direction_id: 'styles',
  template_id: 'subscription_templates',
  subscription_id: 'subscriptions',
  closure_id: 'closures',
  lesson_id: 'lessons',
  payment_id: 'payments',
  period_id: 'payroll_periods',
  teacher_id: 'users',
  user_id: 'users',
  created_by: 'users',
  marked_by: 'users',
  sold_by: 'users',
  voided_by: 'users',
  closed_by: 'users',
  unmarked_dismissed_by: 'users',
  booked_by: 'users',
  canceled_by: 'users',
  ended_by: 'users',
};

/** The things whose title is their current name; the rest are titled from their own row. */
const namedEntities: Partial<Record<HistoryEntity, NamedTable>> = {
  leads: 'leads',
  students: 'students',
  clients: 'clients',
  groups: 'groups',
  statuses: 'statuses',
  sources: 'sources',
  styles: 'styles',
  subscription_templates: 'subscription_templates',
  subscriptions: 'subscriptions',
  closures: 'closures',
  lessons: 'lessons',
  users: 'users',
  schools: 'schools',
  payments: 'payments',
  payroll_periods: 'payroll_periods',
};

const UNRECORDED = new Set(['expiry_swept_on']);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const isBooleanColumn = (field: string) => field.startsWith('is_') || field === 'charge_absence';

/** One spelling for both databases: SQLite's 0/1 and PostgreSQL's true/false, and instants as ISO UTC. */
function normalise(field: string, value: unknown): HistoryValue {
  if (value === null || value === undefined) return null;
  if (isBooleanColumn(field)) return Boolean(value);
  if (typeof value === 'string' && INSTANT.test(value)) return new Date(value).toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function parseRow(text: string | null): Row | null {
  if (text === null) return null;
  const row = JSON.parse(text) as Row;
  for (const field of Object.keys(row)) row[field] = normalise(field, row[field]);
  return row;
}

type Parsed = StoredChange & { beforeRow: Row | null; afterRow: Row | null };

/** The fields an entry shows: all that a new or deleted row had, the changed ones of an update. */
function changedFields({ action, beforeRow, afterRow, table_name, entity }: Parsed): string[] {
  const hidden = new Set(historyHiddenFields);
  // A part's link to its thing is the thing itself (lead_groups.lead_id is the lead whose history this is).
  if (table_name !== entity)
    for (const [field, table] of Object.entries(references)) if (table === entity) hidden.add(field);
  const row = afterRow ?? beforeRow ?? {};
  return Object.keys(row).filter((field) => {
    if (hidden.has(field) || UNRECORDED.has(field)) return false;
    if (action !== 'update') return row[field] !== null && row[field] !== '';
    return JSON.stringify(beforeRow?.[field]) !== JSON.stringify(afterRow?.[field]);
  });
}

type Names = Map<NamedTable, Map<number, string>>;

async function loadNames(db: Kysely<Database>, schoolId: number, wanted: Map<NamedTable, Set<number>>) {
  const names: Names = new Map();
  for (const [table, ids] of wanted) {
    const rows = await history.namesOf(db, schoolId, table, [...ids]);
    names.set(table, new Map(rows.map((row) => [row.id, row.name])));
  }
  return names;
}

function want(wanted: Map<NamedTable, Set<number>>, table: NamedTable, id: unknown) {
  if (typeof id !== 'number') return;
  const ids = wanted.get(table) ?? new Set<number>();
  ids.add(id);
  wanted.set(table, ids);
}

const nameOf = (names: Names, table: NamedTable, id: unknown) =>
  typeof id === 'number' ? names.get(table)?.get(id) : undefined;

/** A reference shows as what it names; one no longer there as its number. */
function shown(names: Names, field: string, value: HistoryValue): HistoryValue {
  const table = references[field];
  if (!table || typeof value !== 'number') return value;
  return nameOf(names, table, value) ?? `№ ${value}`;
}

/** The title of a thing that is not named after itself (a mark, an expense), from its own row. */
function titleFromRow(entity: HistoryEntity, row: Row, names: Names): string | undefined {
  const ref = (field: string) => nameOf(names, references[field] as NamedTable, row[field]);
  const parts = (...values: unknown[]) =>
    values.filter((value) => typeof value === 'string' && value !== '').join(', ') || undefined;
  switch (entity) {
    case 'attendance':
      return parts(ref('student_id'), ref('lesson_id'));
    case 'expenses':
      return parts(expenseCategoryName(String(row.category ?? '')), formatMoney(Number(row.amount ?? 0)));
    case 'account_entries':
      // A line recorded before its note had a code (0027-ledger-note-codes) kept the note's words.
      return parts(
        ref('student_id'),
        typeof row.note_data === 'string' ? sayNote(readNote(row.note_data)) : row.note,
      );
    case 'schedules':
      return parts(ref('group_id'), row.start_time);
    case 'pay_rates':
      return parts(ref('teacher_id'));
    case 'payroll_adjustments':
      return parts(ref('teacher_id'), row.reason);
    case 'waitlist_entries':
      return parts(ref('student_id'), ref('lead_id'), ref('group_id'), ref('lesson_id'));
    default:
      return parts(row.name, row.sub_name, row.full_name, row.reason);
  }
}

/** A page of the school's history, each entry with its changed fields, names for ids and a title. */
export async function listHistory(
  db: Kysely<Database>,
  schoolId: number,
  filter: HistoryFilter,
  zone: string,
): Promise<HistoryPage> {
  const stored = await history.listHistory(db, schoolId, filter, zone, HISTORY_PAGE_SIZE);
  const more = stored.length > HISTORY_PAGE_SIZE;
  const page: Parsed[] = stored.slice(0, HISTORY_PAGE_SIZE).map((change) => ({
    ...change,
    beforeRow: parseRow(change.before),
    afterRow: parseRow(change.after),
  }));

  const wanted = new Map<NamedTable, Set<number>>();
  for (const change of page) {
    want(wanted, 'users', change.user_id);
    want(wanted, 'api_tokens', change.api_token_id === null ? null : Number(change.api_token_id));
    const named = namedEntities[change.entity as HistoryEntity];
    if (named) want(wanted, named, change.entity_id);
    for (const row of [change.beforeRow, change.afterRow])
      for (const [field, value] of Object.entries(row ?? {}))
        if (references[field]) want(wanted, references[field], value);
  }
  const names = await loadNames(db, schoolId, wanted);

  const entries = page.map((change): HistoryEntry => {
    const entity = change.entity as HistoryEntity;
    const row = change.afterRow ?? change.beforeRow ?? {};
    const named = namedEntities[entity];
    const title =
      (named && nameOf(names, named, change.entity_id)) ??
      (change.table_name === entity ? titleFromRow(entity, row, names) : undefined) ??
      `№ ${change.entity_id}`;
    const changes = changedFields(change).map(
      (field): HistoryChange => ({
        field,
        before: shown(names, field, (change.beforeRow?.[field] as HistoryValue) ?? null),
        after: shown(names, field, (change.afterRow?.[field] as HistoryValue) ?? null),
      }),
    );
    return {
      id: change.id,
      at: normalise('at', change.at) as string,
      user_id: change.user_id,
      user_name: change.user_id === null ? '' : (nameOf(names, 'users', change.user_id) ?? ''),
      api_token_name:
        change.api_token_id === null
          ? null
          : (nameOf(names, 'api_tokens', Number(change.api_token_id)) ?? ''),
      entity,
      entity_id: change.entity_id,
      entity_title: title,
      part: change.table_name as HistoryTable,
      action: change.action as HistoryAction,
      changes,
    };
  });
  return { entries, next_before_id: more ? (entries.at(-1)?.id ?? null) : null };
}
