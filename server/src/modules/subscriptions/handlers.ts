import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function subscriptionHandlers({ db }: ApiDeps) {
  return {
    subscriptionTemplatesAll: ({ schoolId }) => service.listTemplates(db, schoolId),
    subscriptionTemplateCreate: ({ schoolId, body, time }) =>
      service.createTemplate(db, schoolId, body, time),
    subscriptionTemplateUpdate: ({ schoolId, id, body }) => service.updateTemplate(db, schoolId, id, body),
    subscriptionTemplateDelete: ({ schoolId, id }) => service.deleteTemplate(db, schoolId, id),
    subscriptionsWhere: ({ schoolId, body, time }) => service.listSubscriptions(db, schoolId, body, time),
  } satisfies Partial<Handlers>;
}
