import type { Generated } from 'kysely';

// The api-tokens module's table (0024-api-tokens), composed into the database type in db/schema.ts.

export type ApiTokenTable = {
  id: Generated<number>;
  school_id: number;
  /** Who made it: the token acts for them, within its scopes; their account's removal ends it. */
  user_id: number;
  name: string;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  /** JSON array of actions of the permission table. */
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type ApiTokenTables = {
  api_tokens: ApiTokenTable;
};
