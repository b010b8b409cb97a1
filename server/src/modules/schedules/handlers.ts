import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** The weekly timetable's entries (docs/api-schedule.md). */
export function scheduleHandlers({ db, now }: ApiDeps) {
  return {
    scheduleCreate: ({ user, body }) => service.createScheduleEntry(db, callerSchoolId(user), body),
    schedulesWhere: ({ user }) => service.listScheduleEntries(db, callerSchoolId(user)),
    schedule: ({ user, id }) => service.getScheduleEntry(db, callerSchoolId(user), id),
    scheduleUpdate: ({ user, id, body }) =>
      service.updateScheduleEntry(db, callerSchoolId(user), id, body, now()),
    scheduleDelete: ({ user, id }) => service.deleteScheduleEntry(db, callerSchoolId(user), id, now()),
  } satisfies Partial<Handlers>;
}
