import { PostgresAdapter } from 'kysely';
import type pg from 'pg';

// Kysely's own key for the migrations' lock: a process that still takes it the session way is waited for, since
// session and transaction advisory locks on one key exclude each other.
const MIGRATION_LOCK = '3853314791062309107';

/**
 * Kysely's migrator takes a session-level advisory lock with one statement and lets it go with another, both
 * outside the migrations' transaction. Behind a pooler in transaction mode the two may run on different server
 * connections: the lock would stay behind on one of them, and the next start would wait an hour for it. Here a
 * connection of its own holds the lock at the transaction level while the migrations run — the school writer's way
 * (postgres-writer.ts) — and its rollback lets it go, wherever that connection ends up.
 */
export class TransactionMigrationLock extends PostgresAdapter {
  /** Whoever holds the lock; one at a time in a process too, as the database grants it to one. */
  #holder: pg.PoolClient | null = null;

  constructor(private readonly pool: pg.Pool) {
    super();
  }

  override async acquireMigrationLock(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.#holder = client;
  }

  override async releaseMigrationLock(): Promise<void> {
    const client = this.#holder;
    this.#holder = null;
    if (!client) return;
    let broken: Error | undefined;
    await client.query('rollback').catch((error: Error) => {
      broken = error;
    });
    client.release(broken);
  }
}
