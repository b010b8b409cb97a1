import type { ApiDeps } from '../../app-env.ts';
import { actorScope } from '../../db/history-actor.ts';
import type { Handlers } from '../shared/handler.ts';
import { generateLessons } from './generation.ts';
import * as service from './service.ts';

export function lessonHandlers({ db }: ApiDeps) {
  return {
    lessonCreate: ({ schoolId, body, time }) => service.createLesson(db, schoolId, body, time),
    // The school comes from the session; a school_id sent anyway must be the caller's own. The server makes lessons
    // by itself (docs/time.md), so a client that still asks usually gets none; any it makes are the timetable's,
    // recorded as the system's.
    lessonsGenerate: ({ schoolId, time }) =>
      actorScope().run(null, () => generateLessons(db, { schoolId }, time)),
    lessonsWhere: ({ schoolId, body }) => service.listLessons(db, schoolId, body),
    lesson: ({ schoolId, id }) => service.getLesson(db, schoolId, id),
    lessonUpdate: ({ user, schoolId, id, body, time }) =>
      service.updateLesson(db, user, schoolId, id, body, time),
    lessonDelete: ({ user, schoolId, id, time }) => service.deleteLesson(db, user, schoolId, id, time),
  } satisfies Partial<Handlers>;
}
