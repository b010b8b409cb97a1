import type { Kysely } from 'kysely';
import {
  JOIN_DAYS_AHEAD,
  type JoinPage,
  type SchoolTime,
  wallTimeIn,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { trialsBooked } from '../leads/service.ts';
import { heldLessonsOfDays } from '../lessons/service.ts';
import { addDays } from '../shared/local-date.ts';

export type TrialOffer = JoinPage['groups'];

/**
 * What the school's public form offers (docs/join-form.md): its student groups open for trials, each with its
 * lessons from now to two weeks ahead and the seats left on each — the group's capacity less its students and the
 * trials already booked on that day (a group without a capacity is never full). `exceptLead`'s own trial is not
 * counted: a visitor who posts again on the same day moves their trial rather than taking a second seat.
 */
export async function trialOffer(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
  exceptLead?: number,
): Promise<TrialOffer> {
  const days = { from: time.today, to: addDays(time.today, JOIN_DAYS_AHEAD) };
  const [groups, lessons, booked] = await Promise.all([
    studentGroupsWithMembers(db, schoolId, { openForTrials: true }),
    heldLessonsOfDays(db, schoolId, days),
    trialsBooked(db, schoolId, days, exceptLead),
  ]);
  const trials = new Map(
    booked.map((row) => [`${row.trial_group_id} ${row.trial_date}`, Number(row.trials)]),
  );
  const clock = wallTimeIn(time.zone, time.now).time;
  const ahead = lessons.filter((lesson) => lesson.lesson_date > time.today || lesson.start_time > clock);
  return groups.flatMap((group) => {
    const own = ahead
      .filter((lesson) => lesson.group_id === group.id)
      .map((lesson) => ({
        id: lesson.id,
        date: lesson.lesson_date,
        start_time: lesson.start_time,
        style_name: lesson.style_name,
        free_seats:
          group.capacity === null
            ? null
            : Math.max(
                0,
                group.capacity -
                  Number(group.members) -
                  (trials.get(`${group.id} ${lesson.lesson_date}`) ?? 0),
              ),
      }));
    return own.length === 0 ? [] : [{ id: group.id, name: group.name, lessons: own }];
  });
}
