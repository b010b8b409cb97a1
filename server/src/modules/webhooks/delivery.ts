import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { htmlOf } from '../messages/service.ts';
import { enqueue } from '../outbox/service.ts';
import { schoolAtWork } from '../schools/service.ts';
import { listUsers } from '../users/service.ts';
import { giveUpPending } from './service.ts';
import { signedHeaders } from './signing.ts';

// Sending the webhooks' outbox (docs/webhooks.md): each delivery claimed by one process, posted signed, marked with
// the receiver's answer; a failure is tried again later (backoff up to 6 h, and again, until the subscription's
// three days run out); three days of failures switch the subscription off and tell the school's owners.

/** A delivery as it leaves; the host posts it and reports the receiver's status (any non-2xx is a failure). */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
export type WebhookPost = (request: WebhookRequest) => Promise<{ status: number }>;

/** How long a subscription may keep failing before it is switched off. */
export const FAILING_LIMIT_MS = 3 * 24 * 60 * 60_000;
const BATCH = 20;
const CONCURRENCY = 4;
/** While one process posts a delivery, others leave it alone this long (a crash mid-post retries after it). */
const LEASE_MS = 2 * 60_000;

/** Waits between tries: 10 s, 1 min, 6 min, … up to 6 h (Standard Webhooks suggests a growing schedule). */
export const retryDelayMs = (attempt: number) => Math.min(10_000 * 6 ** (attempt - 1), 6 * 60 * 60_000);

async function claimDue(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  let due = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH);
  // As the mail outbox claims (outbox/delivery.ts): processes claiming at once take different rows.
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('webhook_deliveries')
    .set({ due_at: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', due)
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', at)
    .returning(['id', 'school_id', 'subscription_id', 'message_id', 'payload', 'attempts'])
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

async function subscriptionOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'school_id', 'url', 'secret', 'failing_since', 'disabled_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Switches a subscription off and writes to the school's owners, once per switching off. */
async function disable(
  db: Kysely<Database>,
  subscription: { id: number; school_id: number; url: string },
  now: Date,
) {
  const at = now.toISOString();
  const reason = 'Три дня доставки не проходили';
  const switched = await db
    .updateTable('webhook_subscriptions')
    .set({ disabled_at: at, disabled_reason: reason })
    .where('id', '=', subscription.id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(switched.numUpdatedRows) !== 1) return;
  await giveUpPending(db, subscription.id, at, 'вебхук отключён');
  const text =
    `Вебхук ${subscription.url} отключён: три дня он не принимал доставки.\n\n` +
    'Почините приёмник и включите вебхук снова в карточке школы («Вебхуки»); события за время отключения не отправляются.';
  for (const owner of await listUsers(db, Number(subscription.school_id), 'owner'))
    await enqueue(
      db,
      {
        school_id: Number(subscription.school_id),
        kind: 'webhook_disabled',
        occasion: `${subscription.id}:${at}`,
        to: owner.email,
        subject: 'Вебхук отключён',
        text,
        html: htmlOf(text, null),
      },
      now,
    );
}

async function deliver(db: Kysely<Database>, post: WebhookPost, delivery: Claimed, now: Date) {
  const subscription = await subscriptionOf(db, Number(delivery.subscription_id));
  const at = now.toISOString();
  if (subscription.deleted_at || subscription.disabled_at) {
    await giveUpPending(
      db,
      Number(subscription.id),
      at,
      subscription.deleted_at ? 'вебхук удалён' : 'вебхук отключён',
    );
    return 'failed' as const;
  }
  // A deleted school sends nothing (docs/deletion.md).
  if (!(await schoolAtWork(db, Number(subscription.school_id)))) {
    await db
      .updateTable('webhook_deliveries')
      .set({ failed_at: at, last_error: 'школа удалена' })
      .where('id', '=', delivery.id)
      .execute();
    return 'failed' as const;
  }
  let status: number | null = null;
  let error: string | null = null;
  try {
    ({ status } = await post({
      url: subscription.url,
      headers: signedHeaders(subscription.secret, delivery.message_id, now, delivery.payload),
      body: delivery.payload,
    }));
    if (status < 200 || status > 299) error = `Приёмник ответил ${status}`;
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  }
  if (error === null) {
    await db
      .updateTable('webhook_deliveries')
      .set({ delivered_at: at, last_status: status, last_error: null })
      .where('id', '=', delivery.id)
      .execute();
    if (subscription.failing_since !== null)
      await db
        .updateTable('webhook_subscriptions')
        .set({ failing_since: null })
        .where('id', '=', subscription.id)
        .execute();
    return 'delivered' as const;
  }
  const failingSince = subscription.failing_since ?? at;
  if (now.getTime() - Date.parse(failingSince) >= FAILING_LIMIT_MS) {
    await db
      .updateTable('webhook_deliveries')
      .set({ failed_at: at, last_status: status, last_error: error })
      .where('id', '=', delivery.id)
      .execute();
    await disable(
      db,
      { id: Number(subscription.id), school_id: Number(subscription.school_id), url: subscription.url },
      now,
    );
    return 'failed' as const;
  }
  await db
    .updateTable('webhook_deliveries')
    .set({
      last_status: status,
      last_error: error,
      due_at: new Date(now.getTime() + retryDelayMs(Number(delivery.attempts))).toISOString(),
    })
    .where('id', '=', delivery.id)
    .execute();
  if (!subscription.failing_since)
    await db
      .updateTable('webhook_subscriptions')
      .set({ failing_since: at })
      .where('id', '=', subscription.id)
      .where('failing_since', 'is', null)
      .execute();
  return 'retried' as const;
}

export type WebhookReport = { delivered: number; retried: number; failed: number };

/** Posts every due delivery, batch by batch, until none is due (jobs/outbox-loop.ts calls it). */
export async function deliverWebhooksDue(
  db: Kysely<Database>,
  post: WebhookPost,
  now: Date,
): Promise<WebhookReport> {
  const report: WebhookReport = { delivered: 0, retried: 0, failed: 0 };
  for (let batch = await claimDue(db, now); batch.length > 0; batch = await claimDue(db, now)) {
    const waiting = [...batch];
    const lane = async () => {
      for (let delivery = waiting.shift(); delivery; delivery = waiting.shift())
        report[await deliver(db, post, delivery, now)] += 1;
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  }
  return report;
}
