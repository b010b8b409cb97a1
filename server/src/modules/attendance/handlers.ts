import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';
import { dismissUnmarkedLesson, listUnmarkedLessons } from './unmarked-lessons.ts';

export function attendanceHandlers({ db }: ApiDeps) {
  return {
    attendanceWhere: ({ user, schoolId, body }) => service.listAttendance(db, user, schoolId, body.lesson_id),
    attendanceMark: ({ user, schoolId, body, time }) =>
      service.markAttendance(db, user, schoolId, body, time),
    attendanceMarkAll: ({ user, schoolId, body, time }) =>
      service.markAllPresent(db, user, schoolId, body.lesson_id, time),
    lessonsUnmarked: ({ user, schoolId, time }) => listUnmarkedLessons(db, user, schoolId, time),
    lessonUnmarkedDismiss: ({ user, schoolId, id, time }) =>
      dismissUnmarkedLesson(db, user, schoolId, id, time),
  } satisfies Partial<Handlers>;
}
