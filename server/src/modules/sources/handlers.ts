import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function sourceHandlers({ db }: ApiDeps) {
  return {
    sourcesAll: ({ user }) => service.listSources(db, callerSchoolId(user)),
    sourceCreate: ({ user, body }) => service.createSource(db, callerSchoolId(user), body),
    sourceUpdate: ({ user, id, body }) => service.renameSource(db, callerSchoolId(user), id, body),
    sourceDelete: ({ user, id }) => service.deleteSource(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
