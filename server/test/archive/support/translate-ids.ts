import { type IdMaps, keyTables } from './id-maps.ts';

// The owner's answers of one installation written with another's ids: every id in them — a row's own `id`, a
// `…_id` field, an id the history shows as `№ 12` — replaced by the id its row has there. An id with no pair stays
// itself, marked, so a comparison shows it rather than passing over it.

/** Whose rows a list answers, so that a bare `id` in it can be told apart. */
const answerTables: Record<string, string> = {
  usersWhere: 'users',
  usersWithRole: 'users',
  leadsWhere: 'leads',
  studentsAll: 'students',
  studentsDeleted: 'students',
  clientsDeleted: 'clients',
  student: 'students',
  clientsWhere: 'clients',
  client: 'clients',
  groupsWhere: 'groups',
  groupsAll: 'groups',
  group: 'groups',
  statusesWhere: 'statuses',
  statusesAll: 'statuses',
  status: 'statuses',
  sourcesAll: 'sources',
  stylesWhere: 'styles',
  style: 'styles',
  schedulesWhere: 'schedules',
  schedule: 'schedules',
  lessonsWhere: 'lessons',
  lesson: 'lessons',
  lessonsUnmarked: 'lessons',
  closures: 'closures',
  subscriptionTemplatesAll: 'subscription_templates',
  subscriptionsWhere: 'subscriptions',
  paymentsWhere: 'payments',
  refundsWhere: 'refunds',
  expensesWhere: 'expenses',
  payRates: 'pay_rates',
  payrollPeriods: 'payroll_periods',
  messages: 'outbox',
  history: 'history',
  freezeRequests: 'freeze_requests',
};

/** A nested list or object whose `id`s are rows of a table, by the field that holds it. */
const nestedTables: Record<string, string> = {
  groups: 'groups',
  students: 'students',
  clients: 'clients',
  subscriptions: 'subscriptions',
  entries: 'account_entries',
  teachers: 'users',
  directions: 'styles',
  rate: 'pay_rates',
  user: 'users',
  roll: 'students',
};

export function translateIds(answers: Record<string, unknown>, maps: IdMaps): Record<string, unknown> {
  const move = (table: string | undefined, value: number): number | string => {
    // 0 is no row (a closed payroll line keeps its rate's terms, not the rate).
    if (!table || value === 0) return value;
    const moved = maps.get(table)?.get(value);
    return moved ?? `не сопоставлен: ${table} № ${value}`;
  };
  const moveText = (table: string | undefined, text: string) =>
    table ? text.replace(/№ (-?\d+)/g, (_, id: string) => `№ ${move(table, Number(id))}`) : text;

  const walk = (value: unknown, idTable: string | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, idTable));
    if (value === null || typeof value !== 'object') return value;
    const row = value as Record<string, unknown>;
    // A history entry: its thing by its section, each change's ids by the changed field.
    if ('entity' in row && 'entity_id' in row && 'changes' in row) {
      const entity = String(row.entity);
      return {
        ...row,
        id: move('history', Number(row.id)),
        user_id: typeof row.user_id === 'number' ? move('users', row.user_id) : row.user_id,
        entity_id: move(entity, Number(row.entity_id)),
        entity_title: moveText(entity, String(row.entity_title)),
        changes: (row.changes as Record<string, unknown>[]).map((change) => {
          const table = keyTables[String(change.field)];
          const side = (shown: unknown) =>
            typeof shown === 'number'
              ? move(table, shown)
              : typeof shown === 'string'
                ? moveText(table, shown)
                : shown;
          return { ...change, before: side(change.before), after: side(change.after) };
        }),
      };
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(row)) {
      const table = key === 'id' ? idTable : keyTables[key];
      if (typeof item === 'number' && table) out[key] = move(table, item);
      else if (Array.isArray(item) && keyTables[key] && item.every((id) => typeof id === 'number'))
        out[key] = item.map((id) => move(keyTables[key], id as number));
      else out[key] = walk(item, nestedTables[key] ?? idTable);
    }
    return out;
  };

  return Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => {
      const endpoint = name.split(' ')[0] ?? name;
      const walked = walk(answer, answerTables[endpoint]);
      return [name, walked];
    }),
  );
}
