import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CLIENT_PLACEHOLDER_NAME,
  type Client,
  type clientCreateSchema,
  type clientUpdateSchema,
  type SchoolTime,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { assertGroupsOf, replaceMemberships, requestedGroups } from '../groups/service.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { clientsByEmail } from './by-email.ts';
import { readClient, readClients } from './client-view.ts';
import { softDeleteClient } from './deletion.ts';
import * as clients from './repository.ts';

/** Row writes for an import, which checks every reference of a whole file itself (docs/import.md). */
export { insertClient, updateClient as patchClient } from './repository.ts';

type ClientCreate = z.output<typeof clientCreateSchema>;
type ClientUpdate = z.output<typeof clientUpdateSchema>;

export function listClients(db: Kysely<Database>, schoolId: number, time: SchoolTime): Promise<Client[]> {
  return readClients(db, { schoolId }, time.today);
}

export async function getClient(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<Client> {
  const client = await readClient(db, schoolId, id, time.today);
  if (!client) throw notFound();
  return client;
}

/**
 * A client's email signs the family in to the cabinet, so it is one client's in a school: taken → 409 in Russian,
 * checked before the write and, for two writes racing with the same address, by the database's unique key.
 */
async function assertEmailFree(
  db: Kysely<Database>,
  schoolId: number,
  email: string | null | undefined,
  id?: number,
) {
  if (!email) return;
  const [taken] = await clientsByEmail(db, email, schoolId);
  if (taken && taken.id !== id) throw conflictAs(serverErrors.cabinetEmailTaken);
}

const emailTakenOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflictAs(serverErrors.cabinetEmailTaken) : error;
};

export function createClient(
  db: Kysely<Database>,
  schoolId: number,
  input: ClientCreate,
  time: SchoolTime,
): Promise<Client> {
  const groups = requestedGroups(input) ?? [];
  return inTransaction(db, async (trx) => {
    await assertGroupsOf(trx, schoolId, 'client', groups);
    await assertEmailFree(trx, schoolId, input.email);
    const id = await clients.insertClient(trx, schoolId, {
      name: input.name || CLIENT_PLACEHOLDER_NAME,
      phone: input.phone,
      birthdate: input.birthdate,
      contact: input.contact,
      email: input.email,
      created_at: time.now.toISOString(),
    });
    await replaceMemberships(trx, 'client', id, groups);
    return getClient(trx, schoolId, id, time);
  }).catch(emailTakenOnRace);
}

const editableFields = ['name', 'phone', 'birthdate', 'contact', 'email'] as const;

export function updateClient(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: ClientUpdate,
  time: SchoolTime,
): Promise<Client> {
  const groups = requestedGroups(input);
  return inTransaction(db, async (trx) => {
    if (!(await clients.clientExists(trx, schoolId, id))) throw notFound();
    if (groups) await assertGroupsOf(trx, schoolId, 'client', groups);
    await assertEmailFree(trx, schoolId, input.email, id);
    await clients.updateClient(trx, id, definedFields(input, editableFields));
    if (groups) await replaceMemberships(trx, 'client', id, groups);
    return getClient(trx, schoolId, id, time);
  }).catch(emailTakenOnRace);
}

/**
 * The spec's delete, with its answer (`{id}`): the client is marked deleted — hidden everywhere, the cabinet no
 * longer lets them in — and the owner may restore them for RESTORE_DAYS (docs/deletion.md).
 */
export function deleteClient(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  by: number,
  now: Date,
): Promise<{ id: number }> {
  return softDeleteClient(db, schoolId, id, by, now);
}

/** The clients an address signs in to the cabinet as (docs/cabinet.md). */
export {
  type ClientByEmail,
  clientEmail,
  clientsByEmail,
  renameClientEmail,
  setClientsPhone,
} from './by-email.ts';
export { listDeletedClients, purgeDeletedClients, restoreClient } from './deletion.ts';

/** The clients as other modules join them, and what they ask of the school's clients (docs/architecture.md). */
export {
  assertClientsOf,
  clientNamesAndPhones,
  clientRecordsView,
  clientsView,
  isClientOf,
} from './repository.ts';

/** These clients of the school with their addresses (a staff member's message to chosen clients). */
export function clientContacts(db: Kysely<Database>, schoolId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'email'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
}
