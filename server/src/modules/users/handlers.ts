import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function userHandlers({ db }: ApiDeps) {
  return {
    usersWhere: ({ schoolId, body }) => service.listUsers(db, schoolId, body.role),
    usersWithRole: ({ schoolId, body }) => service.listColleagues(db, schoolId, body.role),
    userCreate: ({ schoolId, body, time }) => service.createStaff(db, schoolId, body, time),
    userUpdate: ({ schoolId, id, body }) => service.updateStaff(db, schoolId, id, body),
    userDelete: ({ schoolId, id }) => service.deleteStaff(db, schoolId, id),
    profile: ({ user, id }) => service.getProfile(db, user, id),
  } satisfies Partial<Handlers>;
}
