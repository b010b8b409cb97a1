import type { ApiDeps } from '../../app-env.ts';
import { freeingSeats } from '../shared/freed-seats.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';
import { dismissUnmarkedLesson, listUnmarkedLessons } from './unmarked-lessons.ts';

export function attendanceHandlers(deps: ApiDeps) {
  const { db } = deps;
  return {
    attendanceWhere: ({ user, schoolId, body }) => service.listAttendance(db, user, schoolId, body.lesson_id),
    // An excused mark frees the student's seat that day: the lesson's line is offered it at once.
    attendanceMark: ({ user, schoolId, body, time }) =>
      freeingSeats(deps, { schoolId, time }, async (trx) => ({
        answer: await service.markAttendance(trx, user, schoolId, body, time),
        freed: body.mark === 'excused' ? [{ lesson_id: body.lesson_id }] : [],
      })),
    attendanceMarkAll: ({ user, schoolId, body, time }) =>
      service.markAllPresent(db, user, schoolId, body.lesson_id, time),
    lessonsUnmarked: ({ user, schoolId, time }) => listUnmarkedLessons(db, user, schoolId, time),
    lessonUnmarkedDismiss: ({ user, schoolId, id, time }) =>
      dismissUnmarkedLesson(db, user, schoolId, id, time),
  } satisfies Partial<Handlers>;
}
