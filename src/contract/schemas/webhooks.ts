import { z } from 'zod';
import { idField } from './fields';

// Outbound webhooks (docs/webhooks.md): the owner subscribes an address to the school's events; each event goes to it
// as a Standard Webhooks delivery (signed `webhook-id`, `webhook-timestamp`, `webhook-signature` headers), retried
// with backoff; a subscription failing for three days is switched off and the owner is told.

export const webhookEventTypes = [
  'lead.created',
  'lead.updated',
  'student.created',
  'payment.created',
  'payment.refunded',
  'subscription.sold',
  'attendance.marked',
  'lesson.canceled',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'Новый лид',
  'lead.updated': 'Лид изменён',
  'student.created': 'Новый ученик',
  'payment.created': 'Платёж принят',
  'payment.refunded': 'Возврат платежа',
  'subscription.sold': 'Абонемент продан',
  'attendance.marked': 'Посещение отмечено',
  'lesson.canceled': 'Занятие отменено',
};

/** Subscriptions of a school at most: a runaway script cannot make the delivery loop send each event a thousand times. */
export const WEBHOOKS_PER_SCHOOL = 20;

export const webhookCreateSchema = z.object({
  url: z
    .string({ error: 'Поле «Адрес» должно быть строкой' })
    .trim()
    .min(1, 'Заполните поле «Адрес»')
    .max(2000, 'Поле «Адрес» не может быть длиннее 2000 символов')
    .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
      message: 'Адрес должен начинаться с https:// или http://',
    }),
  events: z
    .array(z.enum(webhookEventTypes, { error: 'Такого события нет' }), { error: 'События — список' })
    .min(1, 'Выберите хотя бы одно событие')
    .transform((events) => [...new Set(events)]),
});

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  /** Deliveries have failed since this moment (null: the last one got through, or none was due). */
  failing_since: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** The last delivery's outcome: the receiver's HTTP status, or null when it did not answer. */
  last_delivery: z
    .object({ at: z.string(), status: z.number().int().nullable(), ok: z.boolean() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhooksSchema = z.array(webhookSchema);

/** The signing secret (`whsec_…`) is answered once, at creation. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });

export const webhookDeliveriesFilterSchema = z.object({ webhook_id: idField });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  event_type: z.enum(webhookEventTypes),
  created_at: z.string(),
  attempts: z.number().int(),
  /** When the next try goes; null once delivered or given up. */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
/** The newest deliveries first, at most this many. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
export const webhookDeliveriesSchema = z.array(webhookDeliverySchema);
