import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** The weekly timetable's entries (docs/api-schedule.md). */
export function scheduleHandlers({ db }: ApiDeps) {
  return {
    scheduleCreate: ({ user, body, time }) =>
      service.createScheduleEntry(db, callerSchoolId(user), body, time),
    schedulesWhere: ({ user }) => service.listScheduleEntries(db, callerSchoolId(user)),
    schedule: ({ user, id }) => service.getScheduleEntry(db, callerSchoolId(user), id),
    scheduleUpdate: ({ user, id, body, time }) =>
      service.updateScheduleEntry(db, callerSchoolId(user), id, body, time),
    scheduleDelete: ({ user, id, time }) => service.deleteScheduleEntry(db, callerSchoolId(user), id, time),
    styleUpdate: ({ user, id, body, time }) =>
      service.updateDirection(db, callerSchoolId(user), id, body, time),
  } satisfies Partial<Handlers>;
}
