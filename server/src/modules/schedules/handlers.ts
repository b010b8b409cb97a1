import type { ApiDeps } from '../../app-env.ts';
import { actorScope } from '../../db/history-actor.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** The weekly timetable's entries and the lessons it plans (docs/api-schedule.md). */
export function scheduleHandlers({ db }: ApiDeps) {
  return {
    // The school comes from the session; a school_id sent anyway must be the caller's own. The server makes lessons
    // by itself (docs/time.md), so a client that still asks usually gets none; any it makes are the timetable's,
    // recorded as the system's.
    lessonsGenerate: ({ schoolId, time }) =>
      actorScope().run(null, () => service.generateLessons(db, { schoolId }, time)),
    scheduleCreate: ({ schoolId, body, time }) => service.createScheduleEntry(db, schoolId, body, time),
    schedulesWhere: ({ schoolId }) => service.listScheduleEntries(db, schoolId),
    schedule: ({ schoolId, id }) => service.getScheduleEntry(db, schoolId, id),
    scheduleUpdate: ({ schoolId, id, body, time }) =>
      service.updateScheduleEntry(db, schoolId, id, body, time),
    scheduleDelete: ({ schoolId, id, time }) => service.deleteScheduleEntry(db, schoolId, id, time),
    styleUpdate: ({ schoolId, id, body, time }) => service.updateDirection(db, schoolId, id, body, time),
  } satisfies Partial<Handlers>;
}
