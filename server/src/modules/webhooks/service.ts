import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOKS_PER_SCHOOL,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type webhookCreateSchema,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { staffProfilesView } from '../users/service.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from './address.ts';
import { newMessageId, newWebhookSecret } from './signing.ts';
import type { WebhookSubscriptionTable } from './tables.ts';

// The owner's webhook subscriptions (docs/webhooks.md): made with a secret shown once, listed with their health,
// switched back on after the three days' failures switched them off, deleted (their deliveries stay as a record).

type SubscriptionRow = Selectable<WebhookSubscriptionTable> & { created_by_name: string | null };

const listed = (db: Kysely<Database>, schoolId: number) =>
  db
    .selectFrom('webhook_subscriptions')
    .leftJoin(staffProfilesView(db).as('profiles'), 'profiles.user_id', 'webhook_subscriptions.created_by')
    .selectAll('webhook_subscriptions')
    .select('profiles.full_name as created_by_name')
    .where('webhook_subscriptions.school_id', '=', schoolId)
    .where('webhook_subscriptions.deleted_at', 'is', null);

async function lastDeliveries(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, Webhook['last_delivery']>();
  // The newest delivery that has been tried, per subscription.
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .select([
      'd.subscription_id',
      'd.delivered_at',
      'd.failed_at',
      'd.last_status',
      'd.created_at',
      'd.attempts',
    ])
    .where('d.subscription_id', 'in', ids)
    .where('d.attempts', '>', 0)
    .where('d.id', '=', (eb) =>
      eb
        .selectFrom('webhook_deliveries as newer')
        .select((inner) => inner.fn.max('newer.id').as('id'))
        .whereRef('newer.subscription_id', '=', 'd.subscription_id')
        .where('newer.attempts', '>', 0),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.subscription_id),
      {
        at: row.delivered_at ?? row.failed_at ?? row.created_at,
        status: row.last_status === null ? null : Number(row.last_status),
        ok: row.delivered_at !== null,
      },
    ]),
  );
}

const toWebhook = (row: SubscriptionRow, last: Webhook['last_delivery'] | undefined): Webhook => ({
  id: Number(row.id),
  url: row.url,
  events: JSON.parse(row.events) as WebhookEventType[],
  created_at: row.created_at,
  created_by_name: row.created_by_name,
  failing_since: row.failing_since,
  disabled_at: row.disabled_at,
  disabled_reason: row.disabled_reason,
  last_delivery: last ?? null,
});

export async function listWebhooks(db: Kysely<Database>, schoolId: number): Promise<Webhook[]> {
  const rows = await listed(db, schoolId).orderBy('webhook_subscriptions.id', 'desc').execute();
  const last = await lastDeliveries(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toWebhook(row, last.get(Number(row.id))));
}

async function findWebhook(db: Kysely<Database>, schoolId: number, id: number): Promise<Webhook> {
  const row = await listed(db, schoolId).where('webhook_subscriptions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toWebhook(row, (await lastDeliveries(db, [id])).get(id));
}

export async function createWebhook(
  db: Kysely<Database>,
  owner: { schoolId: number; userId: number },
  input: z.output<typeof webhookCreateSchema>,
  policy: WebhookAddressPolicy,
  now: Date,
): Promise<Webhook & { secret: string }> {
  await checkWebhookUrl(input.url, policy);
  const { count } = await db
    .selectFrom('webhook_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', owner.schoolId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count) >= WEBHOOKS_PER_SCHOOL)
    throw conflictAs(`У школы уже ${WEBHOOKS_PER_SCHOOL} вебхуков: удалите ненужный, чтобы добавить новый`);
  const secret = newWebhookSecret();
  const { id } = await db
    .insertInto('webhook_subscriptions')
    .values({
      school_id: owner.schoolId,
      url: input.url,
      events: JSON.stringify(input.events),
      secret,
      created_by: owner.userId,
      created_at: now.toISOString(),
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...(await findWebhook(db, owner.schoolId, Number(id))), secret };
}

/** Deletes a subscription: nothing more is sent to it; what was sent stays in its log. */
export async function deleteWebhook(db: Kysely<Database>, schoolId: number, id: number, now: Date) {
  const at = now.toISOString();
  const deleted = await db
    .updateTable('webhook_subscriptions')
    .set({ deleted_at: at })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(deleted.numUpdatedRows) !== 1) throw notFound();
  await giveUpPending(db, id, at, 'вебхук удалён');
  return { id };
}

/** Switches a subscription back on (after the receiver was mended); its failures count afresh. */
export async function enableWebhook(db: Kysely<Database>, schoolId: number, id: number): Promise<Webhook> {
  await findWebhook(db, schoolId, id);
  await db
    .updateTable('webhook_subscriptions')
    .set({ disabled_at: null, disabled_reason: null, failing_since: null })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
  return findWebhook(db, schoolId, id);
}

/** Marks what is still waiting for a subscription as given up (deleted, or switched off). */
export async function giveUpPending(
  db: Kysely<Database>,
  subscriptionId: number,
  at: string,
  reason: string,
) {
  await db
    .updateTable('webhook_deliveries')
    .set({ failed_at: at, last_error: reason })
    .where('subscription_id', '=', subscriptionId)
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
}

export async function listDeliveries(
  db: Kysely<Database>,
  schoolId: number,
  webhookId: number,
): Promise<WebhookDelivery[]> {
  await findWebhook(db, schoolId, webhookId);
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('subscription_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_DELIVERIES_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    message_id: row.message_id,
    event_type: row.event_type as WebhookEventType,
    created_at: row.created_at,
    attempts: Number(row.attempts),
    next_attempt_at: row.delivered_at || row.failed_at ? null : row.due_at,
    delivered_at: row.delivered_at,
    failed_at: row.failed_at,
    last_status: row.last_status === null ? null : Number(row.last_status),
    last_error: row.last_error,
  }));
}

/**
 * Queues a write's events for every live subscription of the school that listens to each: the subscriptions read
 * once, none at all for a write without events. Each body (Standard Webhooks' `{type, timestamp, data}`) is made
 * once and sent as it is on every try. Says how many deliveries it queued.
 */
export async function queueEvents(
  db: Kysely<Database>,
  schoolId: number,
  events: readonly { type: WebhookEventType; data: unknown }[],
  now: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  const listeners = await db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'events'])
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where('disabled_at', 'is', null)
    .execute();
  const at = now.toISOString();
  const rows = events.flatMap((event) => {
    const payload = JSON.stringify({ type: event.type, timestamp: at, data: event.data });
    return listeners
      .filter((listener) => (JSON.parse(listener.events) as string[]).includes(event.type))
      .map((listener) => ({
        school_id: schoolId,
        subscription_id: listener.id,
        message_id: newMessageId(),
        event_type: event.type,
        payload,
        created_at: at,
        due_at: at,
        delivered_at: null,
        failed_at: null,
        last_status: null,
        last_error: null,
      }));
  });
  if (rows.length > 0) await db.insertInto('webhook_deliveries').values(rows).execute();
  return rows.length;
}

/** One event (the site form's lead, in its own transaction). */
export const queueEvent = (
  db: Kysely<Database>,
  schoolId: number,
  event: { type: WebhookEventType; data: unknown },
  now: Date,
) => queueEvents(db, schoolId, [event], now);
