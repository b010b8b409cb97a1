import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import { actorScope } from '../../db/history-actor.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { generateLessons } from './generation.ts';
import * as service from './service.ts';

export function lessonHandlers({ db }: ApiDeps) {
  return {
    lessonCreate: ({ user, body, time }) => service.createLesson(db, callerSchoolId(user), body, time),
    // The school comes from the session; a school_id sent anyway must be the caller's own. The server makes lessons
    // by itself (docs/time.md), so a client that still asks usually gets none; any it makes are the timetable's,
    // recorded as the system's.
    lessonsGenerate: ({ user, time }) =>
      actorScope().run(null, () => generateLessons(db, { schoolId: callerSchoolId(user) }, time)),
    lessonsWhere: ({ user, body }) => service.listLessons(db, callerSchoolId(user), body),
    lesson: ({ user, id }) => service.getLesson(db, callerSchoolId(user), id),
    lessonUpdate: ({ user, id, body, time }) =>
      service.updateLesson(db, user, callerSchoolId(user), id, body, time),
    lessonDelete: ({ user, id, time }) => service.deleteLesson(db, user, callerSchoolId(user), id, time),
  } satisfies Partial<Handlers>;
}
