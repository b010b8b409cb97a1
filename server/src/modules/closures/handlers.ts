import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** School closures (docs/closures.md). */
export function closureHandlers({ db }: ApiDeps) {
  return {
    closures: ({ user }) => service.listClosures(db, callerSchoolId(user)),
    closureCreate: ({ user, body, time }) =>
      service.createClosure(db, callerSchoolId(user), body, { caller: user, time }),
    closureDelete: ({ user, id, time }) =>
      service.deleteClosure(db, callerSchoolId(user), id, { caller: user, time }),
  } satisfies Partial<Handlers>;
}
