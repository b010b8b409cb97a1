import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  type TransactionSettings,
} from 'kysely';
import { actorText, actorToken } from '../src/db/history-actor.ts';

// Who writes, for the history triggers (0014-history): the request's actor (db/history-actor.ts) told to PostgreSQL
// as settings local to the transaction that writes. Behind a pooler in transaction mode (PgBouncer) the transactions
// of one client connection run on whatever server connection is free, so a session setting would follow that server
// connection into another client's transactions and name the wrong author. Nothing here is ever set for a session:
// each write transaction says its author itself, the system's ('') included.

/** The author as constants: the actor's text is digits, 'off' or empty, and the token an id (db/history-actor.ts). */
function authorStatement(): string {
  const actor = actorText();
  const token = String(actorToken() ?? '');
  if (!/^(\d*|off)$/.test(actor) || !/^\d*$/.test(token))
    throw new Error(`Unexpected actor: ${actor}/${token}`);
  return `select set_config('ritm.actor', '${actor}', true), set_config('ritm.api_token', '${token}', true)`;
}

/** Kysely's own `begin` (its settings are checked against its fixed lists before they reach a driver). */
function beginStatement({ isolationLevel, accessMode }: TransactionSettings): string {
  if (!isolationLevel && !accessMode) return 'begin';
  return ['start transaction', isolationLevel && `isolation level ${isolationLevel}`, accessMode]
    .filter(Boolean)
    .join(' ');
}

/**
 * A query that cannot write: a select without a data-modifying WITH (only the top level may hold one), or raw SQL
 * that starts with `select`. Anything else counts as a write, so a query nobody foresaw still gets its author.
 */
function readsOnly({ query, sql }: CompiledQuery): boolean {
  if (SelectQueryNode.is(query))
    return !query.with?.expressions.some((table) => !SelectQueryNode.is(table.expression));
  return RawNode.is(query) && /^\s*select\b/i.test(sql);
}

/**
 * Statements PostgreSQL refuses inside a transaction block (VACUUM, CREATE DATABASE, … CONCURRENTLY): they change no
 * rows a history trigger sees, so they go as they are rather than failing in the transaction an author would open.
 */
function refusesTransaction({ sql }: CompiledQuery): boolean {
  return /^\s*(vacuum|(create|drop|alter)\s+(database|tablespace|system)|(create|drop)\s+(unique\s+)?index\s+concurrently|reindex\b.*\bconcurrently)\b/is.test(
    sql,
  );
}

/** One query in one simple-protocol message (no parameters): `begin` and the author cost a single round trip. */
const together = (...statements: string[]) => CompiledQuery.raw(statements.join('; '));

class AuthoredConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  /**
   * Reads go as they are. A write outside a transaction (an autocommit insert, a raw delete) gets a transaction of
   * its own that names its author — for the system too, rather than trusting that no server connection carries
   * someone's author from elsewhere (an older version's session setting, a tool run through the same pooler).
   */
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || readsOnly(query) || refusesTransaction(query))
      return this.inner.executeQuery<R>(query);
    await this.inner.executeQuery(together('begin', authorStatement()));
    try {
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as AuthoredConnection).inner;

/** Kysely's PostgreSQL driver whose every write transaction names its author when it begins. */
export class AuthoredDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new AuthoredConnection(await this.driver.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await innerOf(connection).executeQuery(together(beginStatement(settings), authorStatement()));
    (connection as AuthoredConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as AuthoredConnection).inTransaction = false;
    await this.driver.commitTransaction(innerOf(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as AuthoredConnection).inTransaction = false;
    await this.driver.rollbackTransaction(innerOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.driver.savepoint?.(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.driver.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.driver.releaseSavepoint?.(innerOf(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}
