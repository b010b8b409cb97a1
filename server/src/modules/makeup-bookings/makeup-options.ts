import type { Kysely } from 'kysely';
import type { MakeupOption, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { freeSeats, lessonsOnRollOf } from '../attendance/service.ts';
import { listLessons } from '../lessons/service.ts';
import * as makeups from '../makeups/service.ts';
import { notFound } from '../shared/domain-errors.ts';
import { addDays } from '../shared/local-date.ts';
import { isStorableId, toBoolean } from '../shared/sql-values.ts';
import { type Booker, isAhead } from './booking.ts';

/** How far ahead the choice of lessons looks, whatever a make-up's last day: a fortnight's timetable and more. */
const OPTION_DAYS = 60;

/**
 * The lessons a make-up may be booked into, in calendar order: held, ahead of the booker's cut-off, by its last day,
 * of its style where its pass says so, not ones the student is already on, with a free seat (docs/makeups.md).
 */
export async function makeupOptions(
  db: Kysely<Database>,
  schoolId: number,
  makeupId: number,
  booker: Booker,
  time: SchoolTime,
): Promise<MakeupOption[]> {
  const makeup = isStorableId(makeupId) ? await makeups.findMakeup(db, schoolId, makeupId) : undefined;
  if (!makeup) throw notFound();
  const last = addDays(time.today, OPTION_DAYS);
  const days = { from: time.today, to: makeup.expires_on < last ? makeup.expires_on : last };
  if (days.to < days.from) return [];
  const [lessons, onRoll] = await Promise.all([
    listLessons(db, schoolId, { date_from: days.from, date_to: days.to }),
    lessonsOnRollOf(db, schoolId, makeup.student_id, days),
  ]);
  const candidates = lessons.filter(
    (lesson) =>
      !lesson.is_canceled &&
      !onRoll.has(lesson.id) &&
      isAhead(lesson, booker, time) &&
      (!toBoolean(makeup.same_style) || lesson.direction_id === makeup.direction_id),
  );
  const seats = await freeSeats(db, schoolId, candidates, { now: time.now });
  return candidates.flatMap((lesson) => {
    const free = seats.get(lesson.id) ?? null;
    return free === 0
      ? []
      : [
          {
            lesson_id: lesson.id,
            date: lesson.lesson_date,
            start_time: lesson.start_time,
            group_name: lesson.group_name,
            style_name: lesson.dance_style,
            teacher_name: lesson.teacher_name,
            free_seats: free,
          },
        ];
  });
}
