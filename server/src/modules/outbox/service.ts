import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';
import type { MessageOptoutTable } from './tables.ts';

export type Person = {
  client_id?: number | null;
  student_id?: number | null;
  lead_id?: number | null;
  /** The name the staff see beside the message. */
  person_name?: string | null;
};

export type Outgoing = MailMessage &
  Person & {
    /** Email (the default), or the school's Telegram bot with `to` a chat id. */
    channel?: 'email' | 'telegram';
    school_id: number | null;
    /** What the message is (a sign-in code, an invitation, a reminder); with the recipient and occasion, its identity. */
    kind: string;
    occasion: string;
    /** When it may go (the end of the school's quiet hours); now by default. */
    due_at?: Date;
    sender_name?: string | null;
    reply_to?: string | null;
    unsubscribe_url?: string | null;
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
      due_at: (message.due_at ?? now).toISOString(),
      sent_at: null,
      failed_at: null,
      last_error: null,
      client_id: message.client_id ?? null,
      student_id: message.student_id ?? null,
      lead_id: message.lead_id ?? null,
      person_name: message.person_name ?? null,
      sender_name: message.sender_name ?? null,
      reply_to: message.reply_to ?? null,
      unsubscribe_url: message.unsubscribe_url ?? null,
      provider_reply: null,
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

type OptoutReason = MessageOptoutTable['reason'];

/**
 * Marks an address: unsubscribed (the family's word: nothing optional), bounced or blocked (nothing at all). A
 * later unsubscribe never softens a bounce; a bounce overrides an unsubscribe.
 */
export async function optOut(
  db: Kysely<Database>,
  mark: {
    schoolId: number;
    channel: 'email' | 'telegram';
    address: string;
    reason: OptoutReason;
    detail?: string;
  },
  now: Date,
): Promise<void> {
  const values = {
    school_id: mark.schoolId,
    channel: mark.channel,
    address: mark.address,
    reason: mark.reason,
    detail: mark.detail?.slice(0, 500) ?? null,
    created_at: now.toISOString(),
  };
  await db
    .insertInto('message_optouts')
    .values(values)
    .onConflict((conflict) =>
      mark.reason === 'unsubscribed'
        ? conflict.columns(['school_id', 'channel', 'address']).doNothing()
        : conflict
            .columns(['school_id', 'channel', 'address'])
            .doUpdateSet({ reason: values.reason, detail: values.detail, created_at: values.created_at }),
    )
    .execute();
}

/** The school's marked addresses among these, with why. */
export async function optouts(
  db: Kysely<Database>,
  schoolId: number,
  channel: 'email' | 'telegram',
  addresses: readonly string[],
): Promise<Map<string, OptoutReason>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .selectFrom('message_optouts')
    .select(['address', 'reason'])
    .where('school_id', '=', schoolId)
    .where('channel', '=', channel)
    .where('address', 'in', [...addresses])
    .execute();
  return new Map(rows.map((row) => [row.address, row.reason]));
}

export type { MailMessage, TelegramSender } from './mailer.ts';
export { PermanentDeliveryError } from './mailer.ts';
export { listMessages, resendMessage } from './staff-list.ts';

/** Whether this message (its identity: channel, kind, recipient, occasion) is in the outbox already. */
export async function isQueued(
  db: Kysely<Database>,
  key: { channel: 'email' | 'telegram'; kind: string; recipient: string; occasion: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('channel', '=', key.channel)
    .where('kind', '=', key.kind)
    .where('recipient', '=', key.recipient)
    .where('occasion', '=', key.occasion)
    .executeTakeFirst();
  return row !== undefined;
}
