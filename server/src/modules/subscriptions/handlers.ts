import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function subscriptionHandlers({ db, now }: ApiDeps) {
  return {
    subscriptionTemplatesAll: ({ user }) => service.listTemplates(db, callerSchoolId(user)),
    subscriptionTemplateCreate: ({ user, body }) =>
      service.createTemplate(db, callerSchoolId(user), body, now()),
    subscriptionTemplateUpdate: ({ user, id, body }) =>
      service.updateTemplate(db, callerSchoolId(user), id, body),
    subscriptionTemplateDelete: ({ user, id }) => service.deleteTemplate(db, callerSchoolId(user), id),
    subscriptionsWhere: ({ user, body }) =>
      service.listSubscriptions(db, user, callerSchoolId(user), body, now()),
    subscriptionFreeze: ({ user, id, body }) =>
      service.freezeSubscription(db, user, callerSchoolId(user), id, body, now()),
  } satisfies Partial<Handlers>;
}
