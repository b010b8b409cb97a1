import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function styleHandlers({ db }: ApiDeps) {
  return {
    styleCreate: ({ user, body }) => service.createStyle(db, callerSchoolId(user), body),
    stylesWhere: ({ user }) => service.listStyles(db, callerSchoolId(user)),
    style: ({ user, id }) => service.getStyle(db, callerSchoolId(user), id),
    // styleUpdate is the timetable's (schedules/handlers.ts): a direction restored or re-dated plans lessons.
    styleDelete: ({ user, id }) => service.deleteStyle(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
