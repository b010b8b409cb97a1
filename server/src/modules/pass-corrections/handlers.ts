import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** Corrections of a sold pass (docs/money.md, «Исправление проданного абонемента»). */
export function passCorrectionHandlers({ db }: ApiDeps) {
  return {
    subscriptionCancel: ({ user, id, body, time }) =>
      service.cancelPass(db, callerSchoolId(user), id, body, { caller: user, time }),
    subscriptionChange: ({ user, id, body, time }) =>
      service.changePass(db, callerSchoolId(user), id, body, { caller: user, time }),
    subscriptionTransfer: ({ user, id, body, time }) =>
      service.transferPass(db, callerSchoolId(user), id, body, { caller: user, time }),
  } satisfies Partial<Handlers>;
}
