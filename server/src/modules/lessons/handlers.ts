import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { actorScope } from '../../db/history-actor.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { generateLessons } from './generation.ts';
import * as service from './service.ts';

export function lessonHandlers({ db, now }: ApiDeps) {
  return {
    lessonCreate: ({ user, body }) => service.createLesson(db, callerSchoolId(user), body, now()),
    // The school comes from the session; a school_id sent anyway must be the caller's own. Opening the calendar
    // asks for it: the lessons it makes are the timetable's, so the history records them as the system's.
    lessonsGenerate: ({ user }) =>
      actorScope().run(null, () => generateLessons(db, { schoolId: callerSchoolId(user) }, now())),
    lessonsWhere: ({ user, body }) => service.listLessons(db, callerSchoolId(user), body),
    lesson: ({ user, id }) => service.getLesson(db, callerSchoolId(user), id),
    lessonUpdate: ({ user, id, body }) =>
      service.updateLesson(db, user, callerSchoolId(user), id, body, now()),
    lessonDelete: ({ user, id }) => service.deleteLesson(db, user, callerSchoolId(user), id, now()),
  } satisfies Partial<Handlers>;
}
