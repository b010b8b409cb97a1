import type { Generated } from 'kysely';

// The Telegram module's tables (0021-telegram), composed into the database type in db/schema.ts.

/** A school's bot: its token (never sent to a browser), its @username, and where reading its updates stands. */
export type TelegramBotTable = {
  school_id: number;
  token: string;
  username: string;
  update_offset: Generated<number | string>;
  /** Which process reads the bot's updates, until when (one at a time across processes). */
  poll_owner: string | null;
  poll_lease_until: string | null;
  /** The hash of the webhook's secret (0022-messages) while Telegram sends the updates; null while they are polled. */
  webhook_secret_hash: string | null;
  created_at: string;
};

/** A chat linked to a family (a school's address) by a deep link; removed by /stop. */
export type TelegramChatTable = {
  id: Generated<number>;
  school_id: number;
  email: string;
  chat_id: string;
  linked_at: string;
};

/** A one-time deep-link token (only its hash), valid a day. */
export type TelegramLinkTokenTable = {
  token_hash: string;
  school_id: number;
  email: string;
  expires_at: string;
  used_at: string | null;
};

export type TelegramTables = {
  telegram_bots: TelegramBotTable;
  telegram_chats: TelegramChatTable;
  telegram_link_tokens: TelegramLinkTokenTable;
};
