import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays } from '../shared/local-date.ts';
import { inFilters, type LessonScope } from './lesson-scope.ts';

// Make-ups and waitlists in the reports (docs/makeups.md, «Отчёты»): counts in the database, one query each.

const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/**
 * The period's make-ups: given (missed in the period), used (the guest marked on a lesson of the period) and expired
 * (the last day passed within the period, never booked). The report's filters apply to the lesson missed (given,
 * expired) and the lesson made up in (used).
 */
export async function makeupCounts(db: Kysely<Database>, scope: LessonScope) {
  const standing = () =>
    inFilters(db.selectFrom('lessons'), scope)
      .innerJoin('makeups', 'makeups.lesson_id', 'lessons.id')
      .where('makeups.voided_at', 'is', null);
  const [given, used, expired] = await Promise.all([
    standing()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('makeups.missed_on', '>=', scope.from)
      .where('makeups.missed_on', '<=', scope.to)
      .execute(),
    inFilters(db.selectFrom('lessons'), scope)
      .innerJoin('makeup_bookings', 'makeup_bookings.lesson_id', 'lessons.id')
      .innerJoin('attendance', (join) =>
        join
          .onRef('attendance.lesson_id', '=', 'makeup_bookings.lesson_id')
          .onRef('attendance.student_id', '=', 'makeup_bookings.student_id'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('makeup_bookings.canceled_at', 'is', null)
      .where('lessons.lesson_date', '>=', scope.from)
      .where('lessons.lesson_date', '<=', scope.to)
      .execute(),
    // It expires the day after its last day: that day is in the period, and it has come.
    standing()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('makeups.expires_on', '>=', addDays(scope.from, -1))
      .where('makeups.expires_on', '<=', addDays(scope.to, -1))
      .where('makeups.expires_on', '<', scope.today)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('makeup_bookings')
              .select('makeup_bookings.id')
              .whereRef('makeup_bookings.makeup_id', '=', 'makeups.id')
              .where('makeup_bookings.canceled_at', 'is', null),
          ),
        ),
      )
      .execute(),
  ]);
  return { given: countOf(given), used: countOf(used), expired: countOf(expired) };
}

/** How many wait in each group's line now (a group's own line, not its lessons'). */
export async function waitlistLengths(db: Kysely<Database>, schoolId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select((eb) => ['group_id', eb.fn.countAll<number | string>().as('n')])
    .where('school_id', '=', schoolId)
    .where('ended_at', 'is', null)
    .where('group_id', 'is not', null)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.group_id), Number(row.n)]));
}
