import type { Generated } from 'kysely';

// The webhooks module's tables (0026-integrations), composed into the database type in db/schema.ts.

/** An address the owner subscribed to some of the school's events. */
export type WebhookSubscriptionTable = {
  id: Generated<number>;
  school_id: number;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** `whsec_<base64>`: the key deliveries are signed with (Standard Webhooks). */
  secret: string;
  created_by: number | null;
  created_at: string;
  failing_since: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  deleted_at: string | null;
};

/** One event on its way to one subscription: the webhooks' outbox, sent by jobs/outbox-loop.ts. */
export type WebhookDeliveryTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  message_id: string;
  event_type: string;
  /** The body exactly as sent and signed. */
  payload: string;
  created_at: string;
  due_at: string;
  attempts: Generated<number>;
  delivered_at: string | null;
  failed_at: string | null;
  last_status: number | null;
  last_error: string | null;
};

export type WebhookTables = {
  webhook_subscriptions: WebhookSubscriptionTable;
  webhook_deliveries: WebhookDeliveryTable;
};
