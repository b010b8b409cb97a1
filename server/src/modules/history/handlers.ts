import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** The history of changes (docs/history.md). */
export function historyHandlers({ db }: ApiDeps) {
  return {
    history: ({ user, body, time }) => service.listHistory(db, callerSchoolId(user), body, time.zone),
  } satisfies Partial<Handlers>;
}
