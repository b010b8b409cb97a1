import type { Kysely } from 'kysely';
import {
  canOnRow,
  instantIn,
  type SchoolTime,
  UNMARKED_LESSON_DAYS,
  type UnmarkedDismissal,
  type UnmarkedLesson,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { dismissUnmarked, findDismissal, getLesson } from '../lessons/service.ts';
import { addDays } from '../shared/local-date.ts';
import * as unmarked from './unmarked-repository.ts';

const MINUTE_MS = 60_000;

/** Over by the school's wall clock: a lesson of today counts once it has ended, not when it starts. */
const hasEnded = (lesson: UnmarkedLesson, time: SchoolTime) =>
  instantIn(time.zone, lesson.lesson_date, lesson.start_time).getTime() +
    lesson.duration_minutes * MINUTE_MS <=
  time.now.getTime();

/**
 * docs/api-schedule.md, «Не отмечены»: the school's held lessons of the last `UNMARKED_LESSON_DAYS` days, over by
 * now, with students still unmarked and not dismissed, newest first. The front desk and the owner see the
 * school's; a teacher only their own lessons'.
 */
export async function listUnmarkedLessons(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  time: SchoolTime,
): Promise<UnmarkedLesson[]> {
  const rows = await unmarked.listUnmarked(db, {
    schoolId,
    from: addDays(time.today, -UNMARKED_LESSON_DAYS),
    // Today's lessons are read with the rest and the ones not over yet left out here, where the zone's clock is.
    to: time.today,
    teacherId: canOnRow(caller.role, 'lessons:unmarked', false) ? null : caller.id,
  });
  return rows.filter((lesson) => hasEnded(lesson, time));
}

/**
 * «Скрыть»: the lesson (of the school, else 404) is not flagged again, whoever marks it or not. Who and when are
 * kept; dismissing it again changes nothing and answers the first dismissal.
 */
export function dismissUnmarkedLesson(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  lessonId: number,
  time: SchoolTime,
): Promise<UnmarkedDismissal> {
  return inTransaction(db, async (trx) => {
    const lesson = await getLesson(trx, schoolId, lessonId);
    await dismissUnmarked(trx, lesson.id, { userId: caller.id, at: time.now.toISOString() });
    const dismissal = await findDismissal(trx, lesson.id);
    if (!dismissal) throw new Error(`Lesson ${lesson.id} was dismissed, yet no dismissal is stored`);
    return dismissal;
  });
}
