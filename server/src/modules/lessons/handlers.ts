import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** Lessons of the calendar (docs/api-schedule.md); the timetable's generation is the schedules module's. */
export function lessonHandlers({ db }: ApiDeps) {
  return {
    lessonCreate: ({ schoolId, body, time }) => service.createLesson(db, schoolId, body, time),
    lessonsWhere: ({ schoolId, body }) => service.listLessons(db, schoolId, body),
    lesson: ({ schoolId, id }) => service.getLesson(db, schoolId, id),
    lessonUpdate: ({ user, schoolId, id, body, time }) =>
      service.updateLesson(db, user, schoolId, id, body, time),
    lessonDelete: ({ user, schoolId, id, time }) => service.deleteLesson(db, user, schoolId, id, time),
  } satisfies Partial<Handlers>;
}
