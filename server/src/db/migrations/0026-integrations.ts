import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { postgresHistoryFunction } from './0014-history.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. What integrations need (docs/webhooks.md, docs/api-tokens.md):
// - the history names the API token a write was made with (`history.api_token_id`; `user_id` stays its maker);
// - outbound webhooks: the owner's subscriptions of a URL to events, and their deliveries — the webhooks' outbox,
//   written in the same request as their cause and sent by the host's delivery loop with retries.

/** SQLite: every history trigger made again with the token column (their text is ours: 0014's generator). */
async function sqliteTokenTriggers(db: AnyDb) {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name like '%\\_history' escape '\\'`.execute(
    db,
  );
  for (const trigger of rows) {
    const rewritten = trigger.sql
      .replace('action, before, after)', 'action, before, after, api_token_id)')
      .replace(/\n(\s*)from \(select /, ', ritm_api_token()\n$1from (select ');
    if (rewritten === trigger.sql || !rewritten.includes('ritm_api_token()'))
      throw new Error(`0026-integrations: the trigger ${trigger.name} is not one of the history's`);
    await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    await sql.raw(rewritten).execute(db);
  }
}

export const integrationsMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    // No reference: the history outlives a token, as it outlives a staff member.
    await db.schema.alterTable('history').addColumn('api_token_id', type.reference).execute();
    if (dialectOf(db) === 'postgres') await sql.raw(postgresHistoryFunction(true)).execute(db);
    else await sqliteTokenTriggers(db);

    await schoolTable(db, 'webhook_subscriptions')
      .addColumn('url', 'text', (c) => c.notNull())
      // The event types, as a JSON array.
      .addColumn('events', 'text', (c) => c.notNull())
      // `whsec_…`: the signing key must be readable to sign; it is answered once, at creation.
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_by', type.reference, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', type.instant, (c) => c.notNull())
      // The first failed delivery since the last success: three days of failures disable the subscription.
      .addColumn('failing_since', type.instant)
      .addColumn('disabled_at', type.instant)
      .addColumn('disabled_reason', 'text')
      .addColumn('deleted_at', type.instant)
      .execute();
    await db.schema
      .createIndex('webhook_subscriptions_school')
      .on('webhook_subscriptions')
      .column('school_id')
      .execute();

    await schoolTable(db, 'webhook_deliveries')
      .addColumn('subscription_id', type.reference, (c) =>
        c.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
      )
      // Standard Webhooks' `webhook-id`: the same on every retry of the delivery, so a receiver can skip a repeat.
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', type.instant, (c) => c.notNull())
      .addColumn('due_at', type.instant, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered_at', type.instant)
      .addColumn('failed_at', type.instant)
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['due_at', 'id'])
      .where(sql.ref('delivered_at'), 'is', null)
      .where(sql.ref('failed_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_subscription')
      .on('webhook_deliveries')
      .columns(['subscription_id', 'id'])
      .execute();
  },
  // No down: deliveries are a record of what left.
};
