import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function subscriptionHandlers({ db }: ApiDeps) {
  return {
    subscriptionTemplatesAll: ({ user }) => service.listTemplates(db, callerSchoolId(user)),
    subscriptionTemplateCreate: ({ user, body, time }) =>
      service.createTemplate(db, callerSchoolId(user), body, time),
    subscriptionTemplateUpdate: ({ user, id, body }) =>
      service.updateTemplate(db, callerSchoolId(user), id, body),
    subscriptionTemplateDelete: ({ user, id }) => service.deleteTemplate(db, callerSchoolId(user), id),
    subscriptionsWhere: ({ user, body, time }) =>
      service.listSubscriptions(db, callerSchoolId(user), body, time),
  } satisfies Partial<Handlers>;
}
