import { type Expression, type Kysely, type QueryCreator, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays } from '../shared/local-date.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import { inFilters, type LessonScope } from './lesson-scope.ts';

// Retention (docs/reports.md): who was active in which month, counted in the database. A month is one whole number
// (year × 12 + month − 1), so «the month before» is minus one on both dialects.

export const monthIndexOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The first day of a month index, `YYYY-MM-01`. */
export const monthStartOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

// Dates are text on SQLite and `date` on PostgreSQL; cast to text, both read `YYYY-MM-DD`.
const lessonMonth = sql<number>`cast(substr(cast(lessons.lesson_date as text), 1, 4) as integer) * 12 + cast(substr(cast(lessons.lesson_date as text), 6, 2) as integer) - 1`;

/**
 * Each student's active months up to `until`: a «был» on a lesson of the filters that was not cancelled (a marked
 * lesson counts as held whatever its day, as in the attendance report).
 */
function activity(db: QueryCreator<Database>, scope: LessonScope, until: string) {
  return inFilters(db.selectFrom('lessons'), scope)
    .innerJoin('attendance', 'attendance.lesson_id', 'lessons.id')
    .select(['attendance.student_id', lessonMonth.as('month')])
    .where('lessons.lesson_date', '<=', until)
    .where('lessons.is_canceled', '=', toSqlBoolean(false))
    .where('attendance.is_present', '=', toSqlBoolean(true))
    .groupBy(['attendance.student_id', lessonMonth]);
}

export type RetentionRow = {
  /** `month`: a month's counts; `left`: departures in a month; `period`: different students of the period. */
  kind: 'month' | 'left' | 'period';
  month: number;
  active: number;
  new: number;
  stayed: number;
  returned: number;
  left: number;
};

/**
 * The months `first`–`last` in one pass over the history: every active month of a student with the one before and
 * after it (window functions), then counted per month. A departure is counted on the month after the last active
 * one. Answers three kinds of rows, which the service sums.
 */
export async function retentionRows(
  db: Kysely<Database>,
  scope: LessonScope,
  first: number,
  last: number,
): Promise<RetentionRow[]> {
  const until = addDays(monthStartOf(last + 1), -1);
  const steps = db
    .with('activity', (qc) => activity(qc, scope, until))
    .with('steps', (qc) =>
      qc.selectFrom('activity').select((eb) => [
        'student_id',
        'month',
        eb.fn
          .agg<number | null>('lag', ['month'])
          .over((ob) => ob.partitionBy('student_id').orderBy('month'))
          .as('previous'),
        eb.fn
          .agg<number | null>('lead', ['month'])
          .over((ob) => ob.partitionBy('student_id').orderBy('month'))
          .as('following'),
      ]),
    );
  const inPeriod = (month: Expression<number>) => sql<boolean>`${month} between ${first} and ${last}`;
  const count = (when: Expression<SqlBool>) => sql<number>`sum(case when ${when} then 1 else 0 end)`;
  const zero = sql<number>`0`;
  // Written out, not built with a bound 1: PostgreSQL groups by `month + 1` only if the select says the same.
  const nextMonth = sql<number>`month + 1`;
  const rows = await steps
    .selectFrom('steps')
    .select((eb) => [
      sql<string>`'month'`.as('kind'),
      'month',
      eb.fn.countAll<number>().as('active'),
      count(eb('previous', 'is', null)).as('new'),
      count(eb('previous', '=', eb('month', '-', 1))).as('stayed'),
      count(eb('previous', '<', eb('month', '-', 1))).as('returned'),
      zero.as('left'),
    ])
    .where(inPeriod(sql.ref('month')))
    .groupBy('month')
    .unionAll((eb) =>
      eb
        .selectFrom('steps')
        .select((inner) => [
          sql<string>`'left'`.as('kind'),
          nextMonth.as('month'),
          zero.as('active'),
          zero.as('new'),
          zero.as('stayed'),
          zero.as('returned'),
          inner.fn.countAll<number>().as('left'),
        ])
        .where((inner) =>
          inner.and([
            inner.or([inner('following', 'is', null), inner('following', '>', nextMonth)]),
            inPeriod(nextMonth),
          ]),
        )
        .groupBy(nextMonth),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('steps')
        .select((inner) => [
          sql<string>`'period'`.as('kind'),
          zero.as('month'),
          inner.fn.count<number>('student_id').distinct().as('active'),
          zero.as('new'),
          zero.as('stayed'),
          zero.as('returned'),
          zero.as('left'),
        ])
        .where(inPeriod(sql.ref('month'))),
    )
    .execute();
  return rows as RetentionRow[];
}
