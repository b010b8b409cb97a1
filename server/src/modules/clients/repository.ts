import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { ClientTable } from './tables.ts';

export type ClientValues = Omit<ClientTable, 'id' | 'school_id'>;
export type ClientPatch = Partial<Pick<ClientValues, 'name' | 'phone' | 'birthdate' | 'contact' | 'email'>>;

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function clientExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('clients').select('id').where('school_id', '=', schoolId).where('id', '=', id);
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

/** Memberships and links to students go through ON DELETE CASCADE; the students stay. */
export async function deleteClient(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}

/**
 * The clients as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a payment's
 * payer, a student's parents and payers.
 */
export function clientsView(db: Kysely<Database>) {
  return db
    .selectFrom('clients')
    .select([
      'clients.id',
      'clients.school_id',
      'clients.name',
      'clients.phone',
      'clients.contact',
      'clients.email',
    ]);
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
    .where('id', 'in', clientIds);
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
    .executeTakeFirst();
  return row !== undefined;
}

/** The school's clients' names and phones, oldest first (an import matches parents by them). */
export function clientNamesAndPhones(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'phone'])
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
}
