import type { Kysely } from 'kysely';
import { daySpanIn, formatMoney, type HistoryFilter, russianDate } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';

/** A page of the school's history, newest first; one more row than asked says whether another page follows. */
export function listHistory(
  db: Kysely<Database>,
  schoolId: number,
  filter: HistoryFilter,
  zone: string,
  limit: number,
) {
  const { user_id, entity, entity_id, date_from, date_to, before_id } = filter;
  // The filter's days are the school's days.
  const { start, end } = daySpanIn(zone, date_from, date_to);
  return db
    .selectFrom('history')
    .selectAll()
    .where('school_id', '=', schoolId)
    .$if(user_id === 'system', (q) => q.where('user_id', 'is', null))
    .$if(typeof user_id === 'number', (q) => q.where('user_id', '=', user_id as number))
    .$if(entity !== undefined, (q) => q.where('entity', '=', entity as string))
    .$if(entity_id !== undefined, (q) => q.where('entity_id', '=', entity_id as number))
    .$if(start !== undefined, (q) => q.where('at', '>=', start as string))
    .$if(end !== undefined, (q) => q.where('at', '<', end as string))
    .$if(before_id !== undefined, (q) => q.where('id', '<', before_id as number))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** A table a `…_id` column points to, and how its rows are called. */
export type NamedTable =
  | 'leads'
  | 'students'
  | 'clients'
  | 'groups'
  | 'statuses'
  | 'sources'
  | 'styles'
  | 'subscription_templates'
  | 'subscriptions'
  | 'closures'
  | 'lessons'
  | 'users'
  | 'schools'
  | 'payments'
  | 'payroll_periods'
  | 'api_tokens';

type Named = { id: number; name: string };

/**
 * What the rows of one table are called now, for the ids asked — only the school's own rows. The history names
 * things across every module, so it reads their names here rather than through a dozen services.
 */
export async function namesOf(
  db: Kysely<Database>,
  schoolId: number,
  table: NamedTable,
  ids: readonly number[],
): Promise<Named[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  switch (table) {
    case 'users':
      return (
        db
          .selectFrom('users')
          .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
          .select(['users.id', 'users.email', 'user_profiles.full_name'])
          // The platform admin, who has no school, may have changed the school's card.
          .where((eb) => eb.or([eb('users.school_id', '=', schoolId), eb('users.role', '=', 'admin')]))
          .where('users.id', 'in', list)
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: row.full_name || row.email })))
      );
    case 'api_tokens':
      return db
        .selectFrom('api_tokens')
        .select(['id', 'name'])
        .where('school_id', '=', schoolId)
        .where('id', 'in', list)
        .execute();
    case 'schools':
      return db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).execute();
    case 'subscriptions':
      return db
        .selectFrom('subscriptions')
        .innerJoin('students', 'students.id', 'subscriptions.student_id')
        .select(['subscriptions.id', 'subscriptions.sub_name', 'students.name'])
        .where('subscriptions.school_id', '=', schoolId)
        .where('subscriptions.id', 'in', list)
        .execute()
        .then((rows) => rows.map((row) => ({ id: row.id, name: `${row.sub_name} (${row.name})` })));
    case 'payments':
      return db
        .selectFrom('payments')
        .innerJoin('students', 'students.id', 'payments.student_id')
        .select(['payments.id', 'payments.amount', 'payments.paid_on', 'students.name'])
        .where('payments.school_id', '=', schoolId)
        .where('payments.id', 'in', list)
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            name: `${row.name}, ${formatMoney(row.amount)}, ${russianDate(row.paid_on)}`,
          })),
        );
    case 'payroll_periods':
      return db
        .selectFrom('payroll_periods')
        .select(['id', 'date_from', 'date_to'])
        .where('school_id', '=', schoolId)
        .where('id', 'in', list)
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            name: `${russianDate(row.date_from)} — ${russianDate(row.date_to)}`,
          })),
        );
    case 'closures':
      return db
        .selectFrom('closures')
        .select(['id', 'reason as name'])
        .where('school_id', '=', schoolId)
        .where('id', 'in', list)
        .execute();
    case 'lessons':
      return db
        .selectFrom('lessons')
        .innerJoin('groups', 'groups.id', 'lessons.group_id')
        .select(['lessons.id', 'lessons.lesson_date', 'lessons.start_time', 'groups.name'])
        .where('lessons.school_id', '=', schoolId)
        .where('lessons.id', 'in', list)
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            name: `${row.name}, ${russianDate(row.lesson_date)} ${row.start_time.slice(0, 5)}`,
          })),
        );
    default:
      return db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('school_id', '=', schoolId)
        .where('id', 'in', list)
        .execute();
  }
}
