import { type Insertable, type Kysely, sql } from 'kysely';
import type { PayRate } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { ledgerView } from '../ledger/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { stylesView } from '../styles/service.ts';
import { subscriptionsView } from '../subscriptions/service.ts';
import { staffProfilesView } from '../users/service.ts';
import type { HeldLesson, RateTerms, SubscriptionTerms } from './pay-rules.ts';
import type { LessonPayOverrideTable } from './tables.ts';

// Rates, and what a period's pay is computed from: lessons held, attendance, and the ledger lines of those lessons.

function selectRates(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('pay_rates')
    .innerJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'pay_rates.teacher_id')
    .leftJoin(groupsView(db).as('groups'), 'groups.id', 'pay_rates.group_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'pay_rates.direction_id')
    .select([
      'pay_rates.id',
      'pay_rates.teacher_id',
      'user_profiles.full_name as teacher_name',
      'pay_rates.kind',
      'pay_rates.amount',
      'pay_rates.min_amount',
      'pay_rates.percent',
      'pay_rates.group_id',
      'groups.name as group_name',
      'pay_rates.direction_id',
      'styles.name as direction_name',
      'pay_rates.effective_from',
      'pay_rates.created_at',
    ])
    .where('pay_rates.school_id', '=', schoolId);
}

const toRate = (row: Awaited<ReturnType<ReturnType<typeof selectRates>['execute']>>[number]): PayRate => ({
  ...row,
  id: Number(row.id),
  teacher_id: Number(row.teacher_id),
  group_id: row.group_id === null ? null : Number(row.group_id),
  direction_id: row.direction_id === null ? null : Number(row.direction_id),
  amount: Number(row.amount),
  min_amount: Number(row.min_amount),
  percent: Number(row.percent),
});

/** The school's rates: by teacher, then the newest first. */
export async function listRates(db: Kysely<Database>, schoolId: number, id?: number): Promise<PayRate[]> {
  let query = selectRates(db, schoolId);
  if (id !== undefined) query = query.where('pay_rates.id', '=', id);
  const rows = await query
    .orderBy('user_profiles.full_name')
    .orderBy('pay_rates.effective_from', 'desc')
    .orderBy('pay_rates.id', 'desc')
    .execute();
  return rows.map(toRate);
}

export async function insertRate(
  db: Kysely<Database>,
  values: Omit<RateTerms, 'id'> & { school_id: number; created_by: number; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('pay_rates').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function deleteRate(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('pay_rates')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function ratesOf(
  db: Kysely<Database>,
  schoolId: number,
  teacherIds: readonly number[],
): Promise<RateTerms[]> {
  if (teacherIds.length === 0) return [];
  const rows = await db
    .selectFrom('pay_rates')
    .select([
      'id',
      'teacher_id',
      'kind',
      'amount',
      'min_amount',
      'percent',
      'group_id',
      'direction_id',
      'effective_from',
    ])
    .where('school_id', '=', schoolId)
    .where('teacher_id', 'in', [...teacherIds])
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    teacher_id: Number(row.teacher_id),
    group_id: row.group_id === null ? null : Number(row.group_id),
    direction_id: row.direction_id === null ? null : Number(row.direction_id),
  }));
}

export type HeldLessonRow = Omit<HeldLesson, 'charged'> & { start_time: string; group_name: string };

/** The lessons held in the period by these teachers (not cancelled), with the students present at each. */
export async function heldLessons(
  db: Kysely<Database>,
  schoolId: number,
  /** The lessons of some teachers in a period, or some lessons whoever teaches them now. */
  which: { teacherIds: readonly number[]; from: string; to: string } | { ids: readonly number[] },
): Promise<HeldLessonRow[]> {
  if (('ids' in which ? which.ids : which.teacherIds).length === 0) return [];
  const query = db
    .selectFrom(lessonsView(db).as('lessons'))
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .select((eb) => [
      'lessons.id',
      'lessons.teacher_id',
      'lessons.group_id',
      'groups.name as group_name',
      'lessons.direction_id',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.duration_minutes',
      eb
        .selectFrom(marksView(db).as('attendance'))
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('attendance.lesson_id', '=', 'lessons.id')
        .where('attendance.is_present', '=', toSqlBoolean(true))
        .where('attendance.is_excused', '=', toSqlBoolean(false))
        .as('students_present'),
    ])
    .where('lessons.school_id', '=', schoolId)
    .where('lessons.is_canceled', '=', toSqlBoolean(false))
    .orderBy('lessons.lesson_date');
  const rows = await ('ids' in which
    ? query.where('lessons.id', 'in', [...which.ids])
    : query
        .where('lessons.teacher_id', 'in', [...which.teacherIds])
        .where('lessons.lesson_date', '>=', which.from)
        .where('lessons.lesson_date', '<=', which.to)
  )
    .orderBy('lessons.start_time')
    .orderBy('lessons.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    teacher_id: Number(row.teacher_id),
    group_id: Number(row.group_id),
    direction_id: row.direction_id === null ? null : Number(row.direction_id),
    students_present: Number(row.students_present ?? 0),
  }));
}

/**
 * The passes those lines were taken from: price and visits as they are now (sold, as their correction lines changed
 * them — docs/money.md), and how many visits were taken on each overall (an unlimited pass's too).
 */
export async function passTerms(
  db: Kysely<Database>,
  schoolId: number,
  ids: readonly number[],
): Promise<Map<number, SubscriptionTerms>> {
  if (ids.length === 0) return new Map();
  const correction = sql`e.kind in ('pass_change', 'pass_cancel')`;
  const rows = await db
    .selectFrom(subscriptionsView(db).as('subscriptions'))
    .leftJoin(ledgerView(db).as('e'), 'e.subscription_id', 'subscriptions.id')
    .select([
      'subscriptions.id',
      'subscriptions.kind',
      'subscriptions.price',
      'subscriptions.visits',
      sql<number>`coalesce(sum(case when e.lesson_id is not null and e.kind = 'visit' then 1
        when e.lesson_id is not null and e.kind = 'reversal' then -1 else 0 end), 0)`.as('visits_taken'),
      sql<number>`coalesce(sum(case when ${correction} then e.amount else 0 end), 0)`.as('change_amount'),
      sql<number>`coalesce(sum(case when ${correction} then e.visits else 0 end), 0)`.as('change_visits'),
    ])
    .where('subscriptions.school_id', '=', schoolId)
    .where('subscriptions.id', 'in', [...ids])
    .groupBy(['subscriptions.id', 'subscriptions.kind', 'subscriptions.price', 'subscriptions.visits'])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        kind: row.kind,
        price: Number(row.price) - Number(row.change_amount),
        visits: row.visits === null ? null : Number(row.visits) + Number(row.change_visits),
        visitsTaken: Number(row.visits_taken ?? 0),
      },
    ]),
  );
}

/** The one-off amounts set for these lessons (0015-lesson-pay), by lesson. */
export async function lessonPayOf(db: Kysely<Database>, schoolId: number, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return new Map<number, { amount: number; reason: string }>();
  const rows = await db
    .selectFrom('lesson_pay_overrides')
    .select(['lesson_id', 'amount', 'reason'])
    .where('school_id', '=', schoolId)
    .where('lesson_id', 'in', [...lessonIds])
    .execute();
  return new Map(
    rows.map((row) => [Number(row.lesson_id), { amount: Number(row.amount), reason: row.reason }]),
  );
}

export async function saveLessonPay(db: Kysely<Database>, values: Insertable<LessonPayOverrideTable>) {
  await db
    .insertInto('lesson_pay_overrides')
    .values(values)
    .onConflict((oc) =>
      oc.column('lesson_id').doUpdateSet({
        amount: values.amount,
        reason: values.reason,
        created_by: values.created_by,
        created_at: values.created_at,
      }),
    )
    .execute();
}

export async function deleteLessonPay(db: Kysely<Database>, schoolId: number, lessonId: number) {
  await db
    .deleteFrom('lesson_pay_overrides')
    .where('school_id', '=', schoolId)
    .where('lesson_id', '=', lessonId)
    .execute();
}
