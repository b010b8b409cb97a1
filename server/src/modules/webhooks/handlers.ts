import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { createWebhook, deleteWebhook, enableWebhook, listDeliveries, listWebhooks } from './service.ts';

export function webhookHandlers({ db, webhookAddresses }: ApiDeps) {
  return {
    webhooks: ({ schoolId }) => listWebhooks(db, schoolId),
    webhookCreate: ({ schoolId, user, body, time }) =>
      createWebhook(db, { schoolId, userId: user.id }, body, webhookAddresses, time.now),
    webhookDelete: ({ schoolId, id, time }) => deleteWebhook(db, schoolId, id, time.now),
    webhookEnable: ({ schoolId, id }) => enableWebhook(db, schoolId, id),
    webhookDeliveries: ({ schoolId, body }) => listDeliveries(db, schoolId, body.webhook_id),
  } satisfies Partial<Handlers>;
}
