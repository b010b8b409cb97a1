import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer, TelegramSender } from './mailer.ts';

/** Tries before a message is given up; the waits grow: 30 s, 2 min, 8 min, … up to 6 h. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** While one process sends a message, others leave it alone for this long (a crash mid-send retries after it). */
const LEASE_MS = 2 * 60_000;

const backoffMs = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 6 * 60 * 60_000);

export type DeliveryReport = { sent: number; retried: number; failed: number };

/**
 * Sends what is due. Each message is claimed by moving its `due_at` to a lease with a compare-and-set on the value
 * read, so of several processes (or overlapping runs) exactly one sends it; then it is marked sent, or put back with
 * a longer wait, or given up after MAX_ATTEMPTS with the error kept. A process that dies between sending and marking
 * sends that message again after the lease: at least once, and in practice once.
 */
export async function deliverDue(
  db: Kysely<Database>,
  mailer: Mailer,
  now: Date,
  /** Telegram messages' way out; without it they wait (and are retried) until a host that has one. */
  telegram?: TelegramSender,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const at = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select([
      'id',
      'school_id',
      'channel',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'due_at',
      'attempts',
    ])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const message of due) {
    const attempt = message.attempts + 1;
    const claimed = await db
      .updateTable('outbox')
      .set({ due_at: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: attempt })
      .where('id', '=', message.id)
      .where('due_at', '=', message.due_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      if (message.channel === 'telegram') {
        if (!telegram || message.school_id === null) throw new Error('Telegram недоступен этому процессу');
        await telegram({ schoolId: message.school_id, chatId: message.recipient, text: message.body_text });
      } else
        await mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body_text,
          html: message.body_html,
        });
      await db
        .updateTable('outbox')
        .set({ sent_at: at, last_error: null })
        .where('id', '=', message.id)
        .execute();
      report.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = attempt >= MAX_ATTEMPTS;
      await db
        .updateTable('outbox')
        .set({
          last_error: reason.slice(0, 500),
          failed_at: givenUp ? at : null,
          due_at: new Date(now.getTime() + backoffMs(attempt)).toISOString(),
        })
        .where('id', '=', message.id)
        .execute();
      if (givenUp) report.failed += 1;
      else report.retried += 1;
      console.error(`Письмо ${message.id} не отправлено (попытка ${attempt}): ${reason}`);
    }
  }
  return report;
}
