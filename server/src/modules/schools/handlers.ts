import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function schoolHandlers({ db }: ApiDeps) {
  return {
    schools: () => service.listSchools(db),
    // The admin reads any school; a member only their own (the service answers 404 for another).
    school: ({ user, id }) => service.getSchool(db, user, id),
    schoolUpdate: ({ user, id, body }) => service.updateSchool(db, user, id, body),
    schoolDelete: ({ id, user, time }) => service.deleteSchool(db, id, user.id, time.now),
    schoolsDeleted: () => service.listDeletedSchools(db),
    schoolRestore: ({ id, time }) => service.restoreSchool(db, id, time.now),
  } satisfies Partial<Handlers>;
}
