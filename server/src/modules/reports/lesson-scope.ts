import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ReportFilter, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// The lessons a report counts and the marks on them, shared by the attendance, group and teacher reports: every
// figure is a GROUP BY in the database, the same SQL on SQLite and PostgreSQL (booleans read as truth values in
// CASE, dates compared as `YYYY-MM-DD`).

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

export function scopeOf(schoolId: number, filter: ReportFilter, time: SchoolTime): LessonScope {
  return {
    schoolId,
    from: filter.date_from,
    to: filter.date_to,
    today: time.today,
    groupId: filter.group_id,
    directionId: filter.direction_id,
    teacherId: filter.teacher_id,
  };
}

type LessonQuery = SelectQueryBuilder<Database, 'lessons', object>;

/** The report's group, direction and teacher filters, whatever the period. */
export function inFilters<Q extends LessonQuery>(query: Q, scope: LessonScope): Q {
  let q = query.where('lessons.school_id', '=', scope.schoolId);
  if (scope.groupId) q = q.where('lessons.group_id', '=', scope.groupId);
  if (scope.directionId) q = q.where('lessons.direction_id', '=', scope.directionId);
  if (scope.teacherId) q = q.where('lessons.teacher_id', '=', scope.teacherId);
  return q as Q;
}

export function inScope<Q extends LessonQuery>(query: Q, scope: LessonScope): Q {
  return inFilters(query, scope)
    .where('lessons.lesson_date', '>=', scope.from)
    .where('lessons.lesson_date', '<=', scope.to) as Q;
}

/** A lesson is held when it was not cancelled and its day has come, or somebody already marked it. */
export const isHeld = (scope: LessonScope) => (eb: ExpressionBuilder<Database, 'lessons'>) =>
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

export const presentSum = sql<number>`coalesce(sum(case when attendance.is_present then 1 else 0 end), 0)`;
const excused = sql<number>`coalesce(sum(case when attendance.is_excused then 1 else 0 end), 0)`;
const absent = sql<number>`coalesce(sum(case when attendance.is_present or attendance.is_excused then 0 else 1 end), 0)`;

/** Marks on held lessons, grouped by what the caller adds. */
function marksOf(db: Kysely<Database>, scope: LessonScope) {
  return inScope(db.selectFrom('lessons'), scope)
    .innerJoin('attendance', 'attendance.lesson_id', 'lessons.id')
    .where(isHeld(scope))
    .select([presentSum.as('present'), absent.as('absent'), excused.as('excused')]);
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
