import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function saleHandlers({ db, now }: ApiDeps) {
  return {
    subscriptionSell: ({ user, body }) =>
      service.sellSubscription(db, user, callerSchoolId(user), body, now()),
  } satisfies Partial<Handlers>;
}
