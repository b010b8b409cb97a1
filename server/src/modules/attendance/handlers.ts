import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';
import { dismissUnmarkedLesson, listUnmarkedLessons } from './unmarked-lessons.ts';

export function attendanceHandlers({ db }: ApiDeps) {
  return {
    attendanceWhere: ({ user, body }) =>
      service.listAttendance(db, user, callerSchoolId(user), body.lesson_id),
    attendanceMark: ({ user, body, time }) =>
      service.markAttendance(db, user, callerSchoolId(user), body, time),
    attendanceMarkAll: ({ user, body, time }) =>
      service.markAllPresent(db, user, callerSchoolId(user), body.lesson_id, time),
    lessonsUnmarked: ({ user, time }) => listUnmarkedLessons(db, user, callerSchoolId(user), time),
    lessonUnmarkedDismiss: ({ user, id, time }) =>
      dismissUnmarkedLesson(db, user, callerSchoolId(user), id, time),
  } satisfies Partial<Handlers>;
}
