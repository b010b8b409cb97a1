import { type DialectAdapter, PostgresAdapter, SqliteAdapter } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** Which SQL dialect a Kysely instance (or transaction) talks to, read from its adapter. */
export function dialectOf(db: { getExecutor(): { adapter: DialectAdapter } }): SqlDialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error('Unsupported database adapter');
}
