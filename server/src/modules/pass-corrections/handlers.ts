import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** Corrections of a sold pass (docs/money.md, «Исправление проданного абонемента»). */
export function passCorrectionHandlers({ db }: ApiDeps) {
  return {
    subscriptionCancel: ({ user, schoolId, id, body, time }) =>
      service.cancelPass(db, schoolId, id, body, { caller: user, time }),
    subscriptionChange: ({ user, schoolId, id, body, time }) =>
      service.changePass(db, schoolId, id, body, { caller: user, time }),
    subscriptionTransfer: ({ user, schoolId, id, body, time }) =>
      service.transferPass(db, schoolId, id, body, { caller: user, time }),
  } satisfies Partial<Handlers>;
}
