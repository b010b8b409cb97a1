import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** School closures (docs/closures.md). */
export function closureHandlers({ db }: ApiDeps) {
  return {
    closures: ({ schoolId }) => service.listClosures(db, schoolId),
    closureCreate: ({ user, schoolId, body, time }) =>
      service.createClosure(db, schoolId, body, { caller: user, time }),
    closureDelete: ({ user, schoolId, id, time }) =>
      service.deleteClosure(db, schoolId, id, { caller: user, time }),
  } satisfies Partial<Handlers>;
}
