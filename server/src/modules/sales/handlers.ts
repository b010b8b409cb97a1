import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function saleHandlers({ db }: ApiDeps) {
  return {
    subscriptionSell: ({ user, schoolId, body, time }) =>
      service.sellSubscription(db, user, schoolId, body, time),
    subscriptionFreeze: ({ user, schoolId, id, body, time }) =>
      service.freezeSubscription(db, user, schoolId, id, body, time),
  } satisfies Partial<Handlers>;
}
