import { expect } from 'vitest';

// How the rows of one school moved between two installations: the archive of the school before, the archive of the
// school it became, and the rule the loader promises — ids are handed out in the order of the old ones — pair them
// up table by table. The history's stand-ins for rows long gone (negative ids) are paired from its entries.

export type IdMaps = Map<string, Map<number, number>>;

/** The table a field's id is a row of, by the field's name (the API's and the tables' names are the same). */
export const keyTables: Record<string, string> = {
  school_id: 'schools',
  student_id: 'students',
  student_ids: 'students',
  client_id: 'clients',
  lead_id: 'leads',
  group_id: 'groups',
  group_ids: 'groups',
  teacher_id: 'users',
  user_id: 'users',
  direction_id: 'styles',
  direction_ids: 'styles',
  style_id: 'styles',
  schedule_id: 'schedules',
  lesson_id: 'lessons',
  subscription_id: 'subscriptions',
  template_id: 'subscription_templates',
  payment_id: 'payments',
  refund_id: 'refunds',
  reverses_id: 'account_entries',
  status_id: 'statuses',
  source_id: 'sources',
  expense_id: 'expenses',
  closure_id: 'closures',
  period_id: 'payroll_periods',
  created_by: 'users',
  marked_by: 'users',
  sold_by: 'users',
  voided_by: 'users',
  closed_by: 'users',
  decided_by: 'users',
  unmarked_dismissed_by: 'users',
  makeup_id: 'makeups',
  trial_group_id: 'groups',
  booked_by: 'users',
  canceled_by: 'users',
  ended_by: 'users',
};

type Archive = { tables: Record<string, Record<string, unknown>[]> };

function pair(maps: IdMaps, table: string, from: unknown, to: unknown) {
  if (typeof from !== 'number' || typeof to !== 'number') return;
  const map = maps.get(table) ?? new Map<number, number>();
  maps.set(table, map);
  const known = map.get(from);
  expect(known === undefined || known === to, `${table} ${from} → ${known} and ${to}`).toBe(true);
  map.set(from, to);
}

const byId = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

/** Old id → new id, table by table, from the school's archive before and after the move. */
export function idMapsOf(before: Archive, after: Archive): IdMaps {
  const maps: IdMaps = new Map();
  for (const [table, rows] of Object.entries(before.tables)) {
    const moved = after.tables[table] ?? [];
    expect(moved.length, table).toBe(rows.length);
    if (!rows.some((row) => 'id' in row)) continue;
    const pairs = byId(moved);
    for (const [index, row] of byId(rows).entries()) pair(maps, table, row.id, pairs[index]?.id);
  }
  const history = byId(after.tables.history ?? []);
  for (const [index, row] of byId(before.tables.history ?? []).entries()) {
    const moved = history[index] ?? {};
    pair(maps, String(row.entity), row.entity_id, moved.entity_id);
    pair(maps, 'users', row.user_id, moved.user_id);
    for (const side of ['before', 'after'] as const) {
      const was = row[side] ? (JSON.parse(String(row[side])) as Record<string, unknown>) : {};
      const is = moved[side] ? (JSON.parse(String(moved[side])) as Record<string, unknown>) : {};
      for (const [field, value] of Object.entries(was)) {
        const table = field === 'id' ? String(row.table_name) : keyTables[field];
        if (table) pair(maps, table, value, is[field]);
      }
    }
  }
  return maps;
}
