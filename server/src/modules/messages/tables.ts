import type { Generated } from 'kysely';
import type { TemplateKind } from '../../../../src/contract/index.ts';

// The messages module's tables (0022-messages), composed into the database type in db/schema.ts.

/** How a school sends (a school without a row sends with the defaults). */
export type MessageSettingsTable = {
  school_id: number;
  email_enabled: Generated<boolean | number>;
  sender_name: string | null;
  reply_to: string | null;
  reminder_hour: Generated<number>;
  quiet_from: Generated<string>;
  quiet_to: Generated<string>;
  visits_left_notice: Generated<number>;
};

/** A template the school rewrote or switched off; a kind without a row is the default, on or off by default. */
export type MessageTemplateTable = {
  school_id: number;
  kind: TemplateKind;
  enabled: boolean | number;
  by_email: Generated<boolean | number>;
  by_telegram: Generated<boolean | number>;
  subject: string;
  body: string;
  updated_at: string;
};

/** An unsubscribe link's token (only its hash): whose address it takes out of which school's optional messages. */
export type UnsubscribeTokenTable = {
  token_hash: string;
  school_id: number;
  email: string;
  created_at: string;
};

export type MessageTables = {
  message_settings: MessageSettingsTable;
  message_templates: MessageTemplateTable;
  unsubscribe_tokens: UnsubscribeTokenTable;
};
