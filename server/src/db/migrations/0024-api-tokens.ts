import type { Migration } from 'kysely';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. API tokens (docs/api-tokens.md): an integration's key to the school's API, limited to the
// actions it was given, acting for the owner who made it; only the token's hash is kept. A revoked token stays listed
// as a record of what had access.

export const apiTokensMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await schoolTable(db, 'api_tokens')
      .addColumn('user_id', type.reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      // The granted actions, as a JSON array of the permission table's names.
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('last_used_at', type.instant)
      .addColumn('revoked_at', type.instant)
      .execute();
    await db.schema.createIndex('api_tokens_school').on('api_tokens').column('school_id').execute();
  },
  // No down: which keys had access is a record.
};
