import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function statusHandlers({ db }: ApiDeps) {
  return {
    statusesWhere: ({ user, body }) => service.listStatuses(db, callerSchoolId(user), body.type),
    statusesAll: ({ user }) => service.listStatuses(db, callerSchoolId(user)),
    status: ({ user, id }) => service.getStatus(db, callerSchoolId(user), id),
    statusCreate: ({ user, body }) => service.createStatus(db, callerSchoolId(user), body),
    statusUpdate: ({ user, id, body }) => service.updateStatus(db, callerSchoolId(user), id, body),
    statusDelete: ({ user, id }) => service.deleteStatus(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
