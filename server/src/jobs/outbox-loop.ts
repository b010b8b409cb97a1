import type { Kysely } from 'kysely';
import type { Clock } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { deliverDue } from '../modules/outbox/delivery.ts';
import type { Mailer, TelegramSender } from '../modules/outbox/mailer.ts';
import { deliverWebhooksDue, type WebhookPost } from '../modules/webhooks/delivery.ts';

/** How often a host looks for due messages (retries, reminders) when nobody asked it to deliver now. */
export const OUTBOX_INTERVAL_MS = 5_000;

export type OutboxLoop = { kick: () => void; stop: () => void; runNow: () => Promise<void> };

/**
 * Delivers the outbox — messages, and webhooks when the host posts them — every few seconds and at once when kicked
 * (a sign-in code is awaited by a person); one run at a time, and a kick during a run runs once more after it, so
 * nothing queued meanwhile waits for the next tick.
 */
export function startOutboxLoop(
  db: Kysely<Database>,
  mailer: Mailer,
  now: Clock,
  telegram?: TelegramSender,
  webhooks?: WebhookPost,
): OutboxLoop {
  let running: Promise<void> | null = null;
  let again = false;
  const runNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue(db, mailer, now(), telegram);
        } catch (error) {
          console.error('Очередь писем не разобрана:', error);
        }
        try {
          if (webhooks) await deliverWebhooksDue(db, webhooks, now());
        } catch (error) {
          console.error('Очередь вебхуков не разобрана:', error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runNow(), OUTBOX_INTERVAL_MS);
  (timer as { unref?: () => void }).unref?.();
  return { kick: () => void runNow(), stop: () => clearInterval(timer), runNow };
}
