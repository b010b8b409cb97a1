import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';

export type Outgoing = MailMessage & {
  /** Email (the default), or the school's Telegram bot with `to` a chat id. */
  channel?: 'email' | 'telegram';
  school_id: number | null;
  /** What the message is (a sign-in code, an invitation, a reminder); with the recipient and occasion, its identity. */
  kind: string;
  occasion: string;
};

/**
 * Queues a message in the caller's transaction, so it leaves only if the cause is written, and only once: a second
 * message of the same kind to the same recipient for the same occasion is not queued. Says whether it was queued.
 */
export async function enqueue(db: Kysely<Database>, message: Outgoing, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto('outbox')
    .values({
      school_id: message.school_id,
      channel: message.channel ?? 'email',
      kind: message.kind,
      recipient: message.to,
      occasion: message.occasion,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html,
      created_at: at,
      due_at: at,
      sent_at: null,
      failed_at: null,
      last_error: null,
    })
    .onConflict((conflict) => conflict.columns(['channel', 'kind', 'recipient', 'occasion']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type OutboxState = { sent_at: string | null; failed_at: string | null; attempts: number };

/** What became of the messages of one kind to one recipient, newest first (the staff's «приглашение отправлено»). */
export function messagesTo(db: Kysely<Database>, kind: string, recipient: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'occasion', 'created_at', 'sent_at', 'failed_at', 'attempts'])
    .where('kind', '=', kind)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

export type { MailMessage } from './mailer.ts';
