import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function groupHandlers({ db }: ApiDeps) {
  return {
    groupsWhere: ({ user, body }) => service.listGroups(db, callerSchoolId(user), body.entity_type),
    groupsAll: ({ user }) => service.listGroups(db, callerSchoolId(user)),
    group: ({ user, id }) => service.getGroup(db, callerSchoolId(user), id),
    groupCreate: ({ user, body }) => service.createGroup(db, callerSchoolId(user), body),
    groupUpdate: ({ user, id, body }) => service.updateGroup(db, callerSchoolId(user), id, body),
    groupDelete: ({ user, id }) => service.deleteGroup(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
