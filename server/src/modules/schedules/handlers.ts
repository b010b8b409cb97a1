import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** The weekly timetable's entries (docs/api-schedule.md). */
export function scheduleHandlers({ db }: ApiDeps) {
  return {
    scheduleCreate: ({ schoolId, body, time }) => service.createScheduleEntry(db, schoolId, body, time),
    schedulesWhere: ({ schoolId }) => service.listScheduleEntries(db, schoolId),
    schedule: ({ schoolId, id }) => service.getScheduleEntry(db, schoolId, id),
    scheduleUpdate: ({ schoolId, id, body, time }) =>
      service.updateScheduleEntry(db, schoolId, id, body, time),
    scheduleDelete: ({ schoolId, id, time }) => service.deleteScheduleEntry(db, schoolId, id, time),
    styleUpdate: ({ schoolId, id, body, time }) => service.updateDirection(db, schoolId, id, body, time),
  } satisfies Partial<Handlers>;
}
