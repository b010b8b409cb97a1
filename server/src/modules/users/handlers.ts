import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function userHandlers({ db }: ApiDeps) {
  return {
    usersWhere: ({ user, body }) => service.listUsers(db, callerSchoolId(user), body.role),
    usersWithRole: ({ user, body }) => service.listColleagues(db, callerSchoolId(user), body.role),
    userCreate: ({ user, body, time }) => service.createStaff(db, callerSchoolId(user), body, time),
    userUpdate: ({ user, id, body }) => service.updateStaff(db, callerSchoolId(user), id, body),
    userDelete: ({ user, id }) => service.deleteStaff(db, callerSchoolId(user), id),
    profile: ({ user, id }) => service.getProfile(db, user, id),
  } satisfies Partial<Handlers>;
}
