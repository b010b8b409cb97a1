import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentGroupsView, studentGroupsWithMembers } from '../groups/service.ts';
import { trialsBooked } from '../leads/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { guestCounts } from '../makeups/service.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// A lesson's seats (docs/makeups.md, «Места»): the one count the trial forms and make-up bookings all ask.

/** What the seats of a lesson depend on: its group and day. */
export type SeatedLesson = { id: number; group_id: number; lesson_date: string };

/** How a count treats the trials and the waitlists' offers. */
export type SeatCount = {
  /** This lead's trial is not counted: a visitor who signs up again moves their trial rather than taking a second. */
  exceptLead?: number;
  /** An offer holds its seat until this moment passes its deadline; without it, every offer not ended holds one. */
  now?: Date;
  /** Offers that hold nothing in this count: the one being accepted and those after it in its line. */
  exceptOffers?: readonly number[];
};

/**
 * The seats the waitlists' open offers hold (docs/makeups.md, «Лист ожидания»): an offer of a lesson's line holds a
 * seat on that lesson, an offer of a group's line one on each of the group's lessons — the first in line is not
 * outrun by a make-up or a trial while they think. Read here, not through the waitlists' service: the waitlists
 * count seats with this function (docs/architecture.md, «Read models that read across owners»).
 */
async function heldSeats(
  db: Kysely<Database>,
  schoolId: number,
  lessons: readonly SeatedLesson[],
  count: SeatCount,
) {
  const lessonIds = lessons.map((lesson) => lesson.id);
  const groupIds = [...new Set(lessons.map((lesson) => lesson.group_id))];
  let query = db
    .selectFrom('waitlist_entries')
    .select(['id', 'group_id', 'lesson_id'])
    .where('school_id', '=', schoolId)
    .where('ended_at', 'is', null)
    .where('offered_at', 'is not', null)
    .where((eb) => eb.or([eb('lesson_id', 'in', lessonIds), eb('group_id', 'in', groupIds)]));
  if (count.now) query = query.where('offer_expires_at', '>', count.now.toISOString());
  const except = new Set(count.exceptOffers ?? []);
  const byLesson = new Map<number, number>();
  const byGroup = new Map<number, number>();
  for (const row of await query.execute()) {
    if (except.has(row.id)) continue;
    if (row.lesson_id !== null) byLesson.set(row.lesson_id, (byLesson.get(row.lesson_id) ?? 0) + 1);
    if (row.group_id !== null) byGroup.set(row.group_id, (byGroup.get(row.group_id) ?? 0) + 1);
  }
  return { byLesson, byGroup };
}

/** The group's students excused from each lesson (they said they will not come): their seats are free that day. */
async function excusedMembers(db: Kysely<Database>, lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(marksView(db).as('attendance'))
    .innerJoin(lessonsView(db).as('lessons'), 'lessons.id', 'attendance.lesson_id')
    .innerJoin(studentGroupsView(db).as('student_groups'), (join) =>
      join
        .onRef('student_groups.group_id', '=', 'lessons.group_id')
        .onRef('student_groups.student_id', '=', 'attendance.student_id'),
    )
    .select((eb) => ['attendance.lesson_id', eb.fn.countAll<number | string>().as('excused')])
    .where('attendance.lesson_id', 'in', lessonIds)
    .where('attendance.is_excused', '=', toSqlBoolean(true))
    .where('attendance.is_present', '=', toSqlBoolean(false))
    .groupBy('attendance.lesson_id')
    .execute();
  return new Map(rows.map((row) => [row.lesson_id, Number(row.excused)]));
}

/**
 * The free seats of each lesson: its group's capacity, less the group's students (but those excused from it), its
 * make-up guests, the trials booked in the group on its day and the seats the waitlists' open offers hold. Null for a
 * group without a capacity, which is never full; never below zero (a group over its capacity is full, not owed
 * seats).
 */
export async function freeSeats(
  db: Kysely<Database>,
  schoolId: number,
  lessons: readonly SeatedLesson[],
  count: SeatCount = {},
): Promise<Map<number, number | null>> {
  if (lessons.length === 0) return new Map();
  const ids = lessons.map((lesson) => lesson.id);
  const dates = lessons.map((lesson) => lesson.lesson_date).sort();
  const days = { from: dates[0] as string, to: dates[dates.length - 1] as string };
  const [groups, trials, guests, excused, held] = await Promise.all([
    studentGroupsWithMembers(db, schoolId),
    trialsBooked(db, schoolId, days, count.exceptLead),
    guestCounts(db, ids),
    excusedMembers(db, ids),
    heldSeats(db, schoolId, lessons, count),
  ]);
  const groupOf = new Map(groups.map((group) => [group.id, group]));
  const trialsOn = new Map(
    trials.map((row) => [`${row.trial_group_id} ${row.trial_date}`, Number(row.trials)]),
  );
  return new Map(
    lessons.map((lesson) => {
      const group = groupOf.get(lesson.group_id);
      if (!group || group.capacity === null) return [lesson.id, null];
      const taken =
        Number(group.members) -
        (excused.get(lesson.id) ?? 0) +
        (guests.get(lesson.id) ?? 0) +
        (trialsOn.get(`${lesson.group_id} ${lesson.lesson_date}`) ?? 0) +
        (held.byLesson.get(lesson.id) ?? 0) +
        (held.byGroup.get(lesson.group_id) ?? 0);
      return [lesson.id, Math.max(0, group.capacity - taken)];
    }),
  );
}
