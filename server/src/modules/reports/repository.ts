import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays } from '../shared/local-date.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// The report queries: every figure is a GROUP BY in the database, the same SQL on SQLite and PostgreSQL
// (booleans read as truth values in CASE, dates compared as `YYYY-MM-DD`).

export type LessonScope = {
  schoolId: number;
  from: string;
  to: string;
  /** Lessons after this day count as held only once a mark was recorded on them. */
  today: string;
  groupId?: number | null;
  directionId?: number | null;
  teacherId?: number | null;
};

type LessonQuery = SelectQueryBuilder<Database, 'lessons', object>;

function inScope<Q extends LessonQuery>(query: Q, scope: LessonScope): Q {
  let q = query
    .where('lessons.school_id', '=', scope.schoolId)
    .where('lessons.lesson_date', '>=', scope.from)
    .where('lessons.lesson_date', '<=', scope.to);
  if (scope.groupId) q = q.where('lessons.group_id', '=', scope.groupId);
  if (scope.directionId) q = q.where('lessons.direction_id', '=', scope.directionId);
  if (scope.teacherId) q = q.where('lessons.teacher_id', '=', scope.teacherId);
  return q as Q;
}

/** A lesson is held when it was not cancelled and its day has come, or somebody already marked it. */
const isHeld = (scope: LessonScope) => (eb: ExpressionBuilder<Database, 'lessons'>) =>
  eb.and([
    eb('lessons.is_canceled', '=', toSqlBoolean(false)),
    eb.or([
      eb('lessons.lesson_date', '<=', scope.today),
      eb.exists(
        eb
          .selectFrom('attendance')
          .select('attendance.id')
          .whereRef('attendance.lesson_id', '=', 'lessons.id'),
      ),
    ]),
  ]);

const present = sql<number>`coalesce(sum(case when attendance.is_present then 1 else 0 end), 0)`;
const excused = sql<number>`coalesce(sum(case when attendance.is_excused then 1 else 0 end), 0)`;
const absent = sql<number>`coalesce(sum(case when attendance.is_present or attendance.is_excused then 0 else 1 end), 0)`;

/** Marks on held lessons, grouped by what the caller adds. */
function marksOf(db: Kysely<Database>, scope: LessonScope) {
  return inScope(db.selectFrom('lessons'), scope)
    .innerJoin('attendance', 'attendance.lesson_id', 'lessons.id')
    .where(isHeld(scope))
    .select([present.as('present'), absent.as('absent'), excused.as('excused')]);
}

export type MarkSums = { present: number; absent: number; excused: number };

export function marksByGroup(db: Kysely<Database>, scope: LessonScope) {
  return marksOf(db, scope).select('lessons.group_id').groupBy('lessons.group_id').execute() as Promise<
    (MarkSums & { group_id: number })[]
  >;
}

export function marksByStudent(db: Kysely<Database>, scope: LessonScope) {
  return marksOf(db, scope)
    .select('attendance.student_id')
    .groupBy('attendance.student_id')
    .execute() as Promise<(MarkSums & { student_id: number })[]>;
}

export function marksByDay(db: Kysely<Database>, scope: LessonScope) {
  return marksOf(db, scope).select('lessons.lesson_date').groupBy('lessons.lesson_date').execute() as Promise<
    (MarkSums & { lesson_date: string })[]
  >;
}

/** Held and cancelled lessons per group and day. */
export function lessonCounts(db: Kysely<Database>, scope: LessonScope) {
  return inScope(db.selectFrom('lessons'), scope)
    .select((eb) => [
      'lessons.group_id',
      'lessons.lesson_date',
      eb.fn.sum<number>(eb.case().when(isHeld(scope)(eb)).then(1).else(0).end()).as('held'),
      eb.fn
        .sum<number>(eb.case().when('lessons.is_canceled', '=', toSqlBoolean(true)).then(1).else(0).end())
        .as('canceled'),
    ])
    .groupBy(['lessons.group_id', 'lessons.lesson_date'])
    .execute();
}

export function studentGroups(db: Kysely<Database>, schoolId: number, groupId?: number | null) {
  let query = db
    .selectFrom('groups')
    .leftJoin('student_groups', 'student_groups.group_id', 'groups.id')
    .select([
      'groups.id',
      'groups.name',
      (eb) => eb.fn.count<number>('student_groups.student_id').as('students'),
    ])
    .where('groups.school_id', '=', schoolId)
    .where('groups.entity_type', '=', 'student');
  if (groupId) query = query.where('groups.id', '=', groupId);
  return query.groupBy(['groups.id', 'groups.name']).orderBy('groups.name').orderBy('groups.id').execute();
}

export function groupNames(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('groups').select(['id', 'name']).where('school_id', '=', schoolId).execute();
}

export function studentNames(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('students').select(['id', 'name']).where('school_id', '=', schoolId).execute();
}

/** Each student's last day marked present, up to `today`. */
export async function lastVisits(db: Kysely<Database>, schoolId: number, today: string) {
  const rows = await db
    .selectFrom('attendance')
    .innerJoin('lessons', 'lessons.id', 'attendance.lesson_id')
    .select(['attendance.student_id', (eb) => eb.fn.max('lessons.lesson_date').as('last_visit')])
    .where('attendance.school_id', '=', schoolId)
    .where('attendance.is_present', '=', toSqlBoolean(true))
    .where('lessons.is_canceled', '=', toSqlBoolean(false))
    .where('lessons.lesson_date', '<=', today)
    .groupBy('attendance.student_id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, String(row.last_visit)]));
}

export function groupMembers(db: Kysely<Database>, groupId: number) {
  return db.selectFrom('student_groups').select('student_id').where('group_id', '=', groupId).execute();
}

// Money.

export type Period = { from: string; to: string };

export function incomeByDay(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('payments')
    .select(['paid_on as day', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('paid_on', '>=', period.from)
    .where('paid_on', '<=', period.to)
    .groupBy('paid_on')
    .execute();
}

export function refundsByDay(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('refunds')
    .select(['refunded_on as day', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('refunded_on', '>=', period.from)
    .where('refunded_on', '<=', period.to)
    .groupBy('refunded_on')
    .execute();
}

export function expensesByDayAndCategory(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('expenses')
    .select(['spent_on as day', 'category', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_id', '=', schoolId)
    .where('voided_at', 'is', null)
    .where('spent_on', '>=', period.from)
    .where('spent_on', '<=', period.to)
    .groupBy(['spent_on', 'category'])
    .execute();
}

/** What the subscriptions sold in the period cost (the count is the finance summary's). */
export async function subscriptionsSoldAmount(db: Kysely<Database>, schoolId: number, period: Period) {
  const row = await db
    .selectFrom('subscriptions')
    .select(sql<number>`coalesce(sum(price), 0)`.as('amount'))
    .where('school_id', '=', schoolId)
    .where('template_id', 'is not', null)
    .where('issued_at', '>=', period.from)
    .where('issued_at', '<=', period.to)
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/**
 * Visits taken from subscriptions in the period (charges net of their reversals) and visits burned at expiry.
 * A reversal is counted by the kind of line it undoes.
 */
export async function visitsMoved(db: Kysely<Database>, schoolId: number, period: Period) {
  const kind = sql<string>`coalesce(undone.kind, entry.kind)`;
  const rows = await db
    .selectFrom('account_entries as entry')
    .leftJoin('account_entries as undone', 'undone.id', 'entry.reverses_id')
    .select([kind.as('kind'), (eb) => eb.fn.sum<number>('entry.visits').as('visits')])
    .where('entry.school_id', '=', schoolId)
    .where('entry.entry_date', '>=', period.from)
    .where('entry.entry_date', '<=', period.to)
    .where('entry.subscription_id', 'is not', null)
    .where('entry.visits', '!=', 0)
    .groupBy(kind)
    .execute();
  const of = (name: string) => -Number(rows.find((row) => row.kind === name)?.visits ?? 0);
  return { used: of('visit'), burned: of('burn') };
}

/** What students owed at the end of a day: the sum of the negative balances, and how many there were. */
export async function debtsAt(db: Kysely<Database>, schoolId: number, day: string) {
  const balances = db
    .selectFrom('account_entries')
    .select(['student_id', (eb) => eb.fn.sum<number>('amount').as('balance')])
    .where('school_id', '=', schoolId)
    .where('entry_date', '<=', day)
    .groupBy('student_id')
    .as('balances');
  const row = await db
    .selectFrom(balances)
    .select([
      sql<number>`coalesce(sum(balances.balance), 0)`.as('owed'),
      (eb) => eb.fn.countAll<number>().as('debtors'),
    ])
    .where('balances.balance', '<', 0)
    .executeTakeFirstOrThrow();
  return { owed: -Number(row.owed), debtors: Number(row.debtors) };
}

// Leads.

const converted = sql<number>`coalesce(sum(case when leads.converted_to_client_at is null then 0 else 1 end), 0)`;

/** Leads that arrived in the period (their `created_at` instant from the first day to before the day after). */
function leadsOf(db: Kysely<Database>, schoolId: number, period: Period) {
  return db
    .selectFrom('leads')
    .where('leads.school_id', '=', schoolId)
    .where('leads.created_at', '>=', period.from)
    .where('leads.created_at', '<', addDays(period.to, 1));
}

export function leadsBySource(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .leftJoin('sources', 'sources.id', 'leads.source_id')
    .select([
      'leads.source_id',
      'sources.name',
      (eb) => eb.fn.countAll<number>().as('leads'),
      converted.as('converted'),
    ])
    .groupBy(['leads.source_id', 'sources.name'])
    .execute();
}

export function leadsByStatus(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .leftJoin('statuses', 'statuses.id', 'leads.status_id')
    .select(['leads.status_id', 'statuses.name', (eb) => eb.fn.countAll<number>().as('leads')])
    .groupBy(['leads.status_id', 'statuses.name'])
    .execute();
}

/** When each converted lead of the period arrived and was converted. */
export function conversions(db: Kysely<Database>, schoolId: number, period: Period) {
  return leadsOf(db, schoolId, period)
    .select(['leads.created_at', 'leads.converted_to_client_at'])
    .where('leads.converted_to_client_at', 'is not', null)
    .execute();
}
