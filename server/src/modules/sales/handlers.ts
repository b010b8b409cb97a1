import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function saleHandlers({ db }: ApiDeps) {
  return {
    subscriptionSell: ({ user, body, time }) =>
      service.sellSubscription(db, user, callerSchoolId(user), body, time),
    subscriptionFreeze: ({ user, id, body, time }) =>
      service.freezeSubscription(db, user, callerSchoolId(user), id, body, time),
  } satisfies Partial<Handlers>;
}
