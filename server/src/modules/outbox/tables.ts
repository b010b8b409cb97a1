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
};

export type OutboxTables = { outbox: OutboxTable };
