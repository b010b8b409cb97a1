import type { Generated } from 'kysely';

// The join-form module's tables (0025-public-form): each school's public trial form and the posts it was sent.

export type JoinFormTable = {
  school_id: number;
  /** The link's random part, `/join/<code>`: a new one makes the old link lead nowhere. */
  code: string;
  /** The consent visitors tick; empty is the default text with the school's current name. */
  consent_text: Generated<string>;
  /** The key the page's stamps are signed with (stamp.ts); it changes with the code. */
  stamp_key: string;
};

/** A post of the form, counted for the limits per address and per phone (attempts.ts); kept an hour. */
export type JoinAttemptTable = {
  id: Generated<number>;
  school_id: number;
  ip: string;
  phone: string;
  attempted_at: string;
};

export type JoinFormTables = {
  join_forms: JoinFormTable;
  join_attempts: JoinAttemptTable;
};
