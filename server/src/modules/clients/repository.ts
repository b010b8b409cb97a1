import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { ClientTable } from './tables.ts';

export type ClientValues = Omit<
  ClientTable,
  'id' | 'school_id' | 'deleted_at' | 'deleted_by' | 'deleted_groups' | 'purged_at'
>;
export type ClientPatch = Partial<Pick<ClientValues, 'name' | 'phone' | 'birthdate' | 'contact' | 'email'>>;

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function clientExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db
    .selectFrom('clients')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  const row = await lockedOnPostgres(db, query, 'update').executeTakeFirst();
  return row !== undefined;
}

export async function insertClient(
  db: Kysely<Database>,
  schoolId: number,
  client: ClientValues,
): Promise<number> {
  const { id } = await db
    .insertInto('clients')
    .values({ ...client, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateClient(db: Kysely<Database>, id: number, patch: ClientPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('clients').set(patch).where('id', '=', id).execute();
}

const viewColumns = [
  'clients.id',
  'clients.school_id',
  'clients.name',
  'clients.phone',
  'clients.contact',
  'clients.email',
] as const;

/**
 * The clients as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a student's
 * parents and payers, whom a message reaches. A deleted client is not among them (docs/deletion.md).
 */
export function clientsView(db: Kysely<Database>) {
  return db.selectFrom('clients').select(viewColumns).where('clients.deleted_at', 'is', null);
}

/**
 * Every client the money names, deleted ones too — read-only: a payment's payer stays on the payments after the
 * client is deleted (docs/money.md, docs/deletion.md).
 */
export function clientRecordsView(db: Kysely<Database>) {
  return db.selectFrom('clients').select(viewColumns);
}

/**
 * Every id a body refers to must be a client of the school (docs/api-people.md), else 400. Run inside the write's
 * transaction: the rows found stay locked (shared) until it commits.
 */
export async function assertClientsOf(
  db: Kysely<Database>,
  schoolId: number,
  clientIds: readonly number[],
): Promise<void> {
  if (clientIds.length === 0) return;
  const query = db
    .selectFrom('clients')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', clientIds)
    .where('deleted_at', 'is', null);
  const found = await lockedOnPostgres(db, query, 'share').execute();
  if (found.length !== new Set(clientIds).size) throw invalid(serverErrors.unknownClient);
}

/** Whether the school has the client (a payment's payer), read without a lock. */
export async function isClientOf(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The school's clients' names and phones, oldest first (an import matches parents by them). */
export function clientNamesAndPhones(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'phone'])
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}
