import type { Generated } from 'kysely';

/**
 * A message to deliver (0020-cabinet), written in the same transaction as its cause and sent by the delivery worker
 * (outbox/delivery.ts): once per (kind, recipient, occasion), retried with backoff until sent or given up.
 */
export type OutboxTable = {
  id: Generated<number>;
  school_id: number | null;
  kind: string;
  /** Email, or the school's Telegram bot (the recipient is a chat id). */
  channel: Generated<'email' | 'telegram'>;
  recipient: string;
  occasion: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: string;
  due_at: string;
  attempts: Generated<number>;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  /** Whom of the school it is for (0022-messages): the staff's filter by person, a card's own messages. */
  client_id: number | null;
  student_id: number | null;
  lead_id: number | null;
  person_name: string | null;
  /** How an email is signed: the school's sender name and the address its answers go to. */
  sender_name: string | null;
  reply_to: string | null;
  /** The family's one-click way out of optional messages (none on service messages). */
  unsubscribe_url: string | null;
  /** What the provider said on the last try (an SMTP reply, a Bot API description). */
  provider_reply: string | null;
};

/**
 * An address that unsubscribed from the school's optional messages, an email that bounced, a chat that blocked
 * the bot (0022-messages): nothing optional goes there again; a bounced or blocked one gets nothing at all.
 */
export type MessageOptoutTable = {
  school_id: number;
  channel: 'email' | 'telegram';
  address: string;
  reason: 'unsubscribed' | 'bounced' | 'blocked';
  detail: string | null;
  created_at: string;
};

export type OutboxTables = {
  outbox: OutboxTable;
  message_optouts: MessageOptoutTable;
};
