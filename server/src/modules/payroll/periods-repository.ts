import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ledgerView } from '../ledger/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { staffProfilesView } from '../users/service.ts';
import type { PayrollAdjustmentTable, PayrollLineTable, PayrollPayoutTable } from './tables.ts';

// Closed payroll periods: their stored lines and payouts (docs/payroll.md, «Закрытие периода»).

export async function overlappingPeriod(db: Kysely<Database>, schoolId: number, from: string, to: string) {
  return db
    .selectFrom('payroll_periods')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .executeTakeFirst();
}

export async function insertPeriod(
  db: Kysely<Database>,
  values: { school_id: number; date_from: string; date_to: string; closed_by: number; closed_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('payroll_periods')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertLines(db: Kysely<Database>, lines: readonly Insertable<PayrollLineTable>[]) {
  for (let start = 0; start < lines.length; start += 200)
    await db
      .insertInto('payroll_lines')
      .values(lines.slice(start, start + 200))
      .execute();
}

export async function periodsOf(db: Kysely<Database>, schoolId: number, id?: number) {
  let query = db
    .selectFrom('payroll_periods')
    .select(['id', 'date_from', 'date_to', 'closed_at'])
    .where('school_id', '=', schoolId);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('date_from', 'desc').orderBy('id', 'desc').execute();
}

export async function linesOf(db: Kysely<Database>, periodIds: readonly number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('payroll_lines')
    .innerJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'payroll_lines.teacher_id')
    .selectAll('payroll_lines')
    .select('user_profiles.full_name as teacher_name')
    .where('payroll_lines.period_id', 'in', [...periodIds])
    .orderBy('user_profiles.full_name')
    .orderBy('payroll_lines.lesson_date')
    .orderBy('payroll_lines.start_time')
    .orderBy('payroll_lines.id')
    .execute();
}

export async function payoutsOf(db: Kysely<Database>, periodIds: readonly number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('payroll_payouts')
    .select(['period_id', 'teacher_id', 'expense_id'])
    .where('period_id', 'in', [...periodIds])
    .execute();
}

/** A period closed for days after these: its corrections were counted from the periods before it. */
export async function laterPeriod(db: Kysely<Database>, schoolId: number, after: string) {
  return db
    .selectFrom('payroll_periods')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('date_from', '>', after)
    .executeTakeFirst();
}

/** A reopened period goes with its lines, row by row, so the history records each (docs/history.md). */
export async function deletePeriod(db: Kysely<Database>, id: number) {
  await db.deleteFrom('payroll_lines').where('period_id', '=', id).execute();
  await db.deleteFrom('payroll_periods').where('id', '=', id).execute();
}

export async function insertPayout(db: Kysely<Database>, values: Insertable<PayrollPayoutTable>) {
  await db.insertInto('payroll_payouts').values(values).execute();
}

export async function adjustmentsOf(
  db: Kysely<Database>,
  schoolId: number,
  teacherIds: readonly number[],
  period: { date_from: string; date_to: string },
) {
  if (teacherIds.length === 0) return [];
  return db
    .selectFrom('payroll_adjustments')
    .select(['teacher_id', 'on_date', 'amount', 'reason'])
    .where('school_id', '=', schoolId)
    .where('teacher_id', 'in', [...teacherIds])
    .where('on_date', '>=', period.date_from)
    .where('on_date', '<=', period.date_to)
    .orderBy('on_date')
    .orderBy('id')
    .execute();
}

export async function insertAdjustment(db: Kysely<Database>, values: Insertable<PayrollAdjustmentTable>) {
  await db.insertInto('payroll_adjustments').values(values).execute();
}

/**
 * Lessons of periods closed before `before` whose pay may have changed since: cancelled afterwards, given to
 * another teacher, or with a mark or a charge written after the period closed.
 */
export async function changedClosedLessons(
  db: Kysely<Database>,
  schoolId: number,
  before: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('payroll_lines as line')
    .innerJoin('payroll_periods as period', 'period.id', 'line.period_id')
    .innerJoin(lessonsView(db).as('lesson'), 'lesson.id', 'line.lesson_id')
    .select('line.lesson_id')
    .distinct()
    .where('line.school_id', '=', schoolId)
    .where('period.date_to', '<', before)
    .where((eb) =>
      eb.or([
        eb('lesson.is_canceled', '=', toSqlBoolean(true)),
        eb('lesson.teacher_id', 'is', null),
        eb('lesson.teacher_id', '<>', eb.ref('line.teacher_id')),
        eb.exists(
          eb
            .selectFrom(marksView(db).as('mark'))
            .select('mark.id')
            .whereRef('mark.lesson_id', '=', 'lesson.id')
            .whereRef('mark.marked_at', '>=', 'period.closed_at'),
        ),
        eb.exists(
          eb
            .selectFrom(ledgerView(db).as('entry'))
            .select('entry.id')
            .whereRef('entry.lesson_id', '=', 'lesson.id')
            .whereRef('entry.created_at', '>=', 'period.closed_at'),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => Number(row.lesson_id));
}

/** What the closed periods have paid for each (lesson, teacher): the first line and every correction since. */
export async function paidForLessons(db: Kysely<Database>, schoolId: number, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom('payroll_lines')
    .select((eb) => [
      'lesson_id',
      'teacher_id',
      eb.fn.sum<number>('amount').as('amount'),
      eb.fn.max('lesson_date').as('lesson_date'),
      eb.fn.max('start_time').as('start_time'),
      eb.fn.max('group_name').as('group_name'),
      eb.fn.max('duration_minutes').as('duration_minutes'),
    ])
    .where('school_id', '=', schoolId)
    .where('lesson_id', 'in', [...lessonIds])
    .groupBy(['lesson_id', 'teacher_id'])
    .execute();
  return rows.map((row) => ({
    ...row,
    lesson_id: Number(row.lesson_id),
    teacher_id: Number(row.teacher_id),
    amount: Number(row.amount),
    duration_minutes: Number(row.duration_minutes),
  }));
}
