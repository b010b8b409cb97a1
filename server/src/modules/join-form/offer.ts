import type { Kysely } from 'kysely';
import {
  JOIN_DAYS_AHEAD,
  type JoinPage,
  type SchoolTime,
  wallTimeIn,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { freeSeats } from '../attendance/service.ts';
import { studentGroupsWithMembers } from '../groups/service.ts';
import { heldLessonsOfDays } from '../lessons/service.ts';
import { addDays } from '../shared/local-date.ts';

export type TrialOffer = JoinPage['groups'];

/**
 * What the school's public form offers (docs/join-form.md): its student groups open for trials, each with its
 * lessons from now to two weeks ahead and the seats left on each (`freeSeats`: the group's capacity less its
 * students, make-up guests and trials; a group without a capacity is never full). `exceptLead`'s own trial is not
 * counted: a visitor who posts again on the same day moves their trial rather than taking a second seat.
 */
export async function trialOffer(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
  exceptLead?: number,
): Promise<TrialOffer> {
  const days = { from: time.today, to: addDays(time.today, JOIN_DAYS_AHEAD) };
  const [groups, lessons] = await Promise.all([
    studentGroupsWithMembers(db, schoolId, { openForTrials: true }),
    heldLessonsOfDays(db, schoolId, days),
  ]);
  const clock = wallTimeIn(time.zone, time.now).time;
  const open = new Set(groups.map((group) => group.id));
  const ahead = lessons.filter(
    (lesson) => open.has(lesson.group_id) && (lesson.lesson_date > time.today || lesson.start_time > clock),
  );
  const seats = await freeSeats(db, schoolId, ahead, { exceptLead, now: time.now });
  return groups.flatMap((group) => {
    const own = ahead
      .filter((lesson) => lesson.group_id === group.id)
      .map((lesson) => ({
        id: lesson.id,
        date: lesson.lesson_date,
        start_time: lesson.start_time,
        style_name: lesson.style_name,
        free_seats: seats.get(lesson.id) ?? null,
      }));
    return own.length === 0 ? [] : [{ id: group.id, name: group.name, lessons: own }];
  });
}
