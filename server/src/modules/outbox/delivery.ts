import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { schoolAtWork } from '../schools/service.ts';
import { type Mailer, PermanentDeliveryError, type TelegramSender } from './mailer.ts';
import { optOut } from './service.ts';

/** Tries before a message is given up; the waits grow: 30 s, 2 min, 8 min, … up to 6 h. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Messages of a batch in flight at once (the SMTP pool keeps as many connections). */
export const SEND_CONCURRENCY = 4;
/** While one process sends a message, others leave it alone for this long (a crash mid-send retries after it). */
const LEASE_MS = 2 * 60_000;
/** What a message without a way out is marked with: recorded, not lost, and sent again by hand once there is one. */
export const NO_CHANNEL = 'канал не настроен';
/** What a deleted school's message is marked with. */
export const SCHOOL_DELETED = 'школа удалена';

const backoffMs = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 6 * 60 * 60_000);

export type DeliveryReport = { sent: number; retried: number; failed: number };

/**
 * Claims up to a batch of due messages for this process: their `due_at` moves to a lease and their try is counted,
 * in one statement. On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so processes claiming at once take
 * different messages instead of queueing on the same ones; the outer conditions are checked again on each row, so a
 * row another process claimed meanwhile is not taken twice. SQLite has one writer: the statement is the claim.
 */
async function claimDue(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', at)
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox')
    .set({
      due_at: new Date(now.getTime() + LEASE_MS).toISOString(),
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', due)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('due_at', '<=', at)
    .returning([
      'id',
      'school_id',
      'channel',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'attempts',
      'sender_name',
      'reply_to',
      'unsubscribe_url',
      'created_at',
    ])
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

async function send(message: Claimed, mailer: Mailer, telegram: TelegramSender | undefined) {
  if (message.channel === 'telegram') {
    if (!telegram || message.school_id === null) return { unconfigured: true as const };
    return {
      reply: await telegram({
        schoolId: Number(message.school_id),
        chatId: message.recipient,
        text: message.body_text,
      }),
    };
  }
  const reply = await mailer.send({
    key: `${message.id}.${Date.parse(message.created_at)}`,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    html: message.body_html,
    senderName: message.sender_name,
    replyTo: message.reply_to,
    unsubscribeUrl: message.unsubscribe_url,
  });
  return mailer.configured ? { reply } : { unconfigured: true as const };
}

/**
 * Sends what is due, batch by batch, until nothing due is left. Each message is claimed first (claimDue), so of
 * several processes (or overlapping runs) exactly one sends it; then it is marked sent with the provider's answer,
 * or put back with a longer wait, or given up — after MAX_ATTEMPTS, at once when the refusal is permanent (the
 * address bounced, the chat blocked the bot: the address is marked too), or when this installation has no way out
 * for its channel («канал не настроен»). A process that dies between sending and marking sends that message again
 * after the lease: at least once, and in practice once.
 */
export async function deliverDue(
  db: Kysely<Database>,
  mailer: Mailer,
  now: Date,
  /** Telegram messages' way out; without it they are recorded as «канал не настроен». */
  telegram?: TelegramSender,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const at = now.toISOString();
  const deliver = async (message: Claimed) => {
    // A deleted school sends nothing (docs/deletion.md): recorded as not sent, to send again once restored.
    if (message.school_id !== null && !(await schoolAtWork(db, Number(message.school_id)))) {
      await db
        .updateTable('outbox')
        .set({ failed_at: at, last_error: SCHOOL_DELETED })
        .where('id', '=', message.id)
        .execute();
      report.failed += 1;
      return;
    }
    try {
      const outcome = await send(message, mailer, telegram);
      await db
        .updateTable('outbox')
        .set(
          'unconfigured' in outcome
            ? { failed_at: at, last_error: NO_CHANNEL }
            : { sent_at: at, last_error: null, provider_reply: outcome.reply?.slice(0, 500) ?? null },
        )
        .where('id', '=', message.id)
        .execute();
      if ('unconfigured' in outcome) report.failed += 1;
      else report.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = error instanceof PermanentDeliveryError;
      const givenUp = permanent || message.attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('outbox')
        .set({
          last_error: reason,
          provider_reply: reason,
          failed_at: givenUp ? at : null,
          due_at: new Date(now.getTime() + backoffMs(message.attempts)).toISOString(),
        })
        .where('id', '=', message.id)
        .execute();
      if (permanent && message.school_id !== null)
        await optOut(
          db,
          {
            schoolId: Number(message.school_id),
            channel: message.channel,
            address: message.recipient,
            reason: error.reason,
            detail: reason,
          },
          now,
        );
      if (givenUp) report.failed += 1;
      else report.retried += 1;
      console.error(`Сообщение ${message.id} не отправлено (попытка ${message.attempts}): ${reason}`);
    }
  };
  for (let batch = await claimDue(db, now); batch.length > 0; batch = await claimDue(db, now)) {
    const waiting = [...batch];
    const lane = async () => {
      for (let message = waiting.shift(); message; message = waiting.shift()) await deliver(message);
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, lane));
  }
  return report;
}
