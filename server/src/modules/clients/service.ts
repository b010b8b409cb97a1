import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CLIENT_PLACEHOLDER_NAME,
  type Client,
  type clientCreateSchema,
  type clientUpdateSchema,
  type SchoolTime,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { notFound } from '../shared/domain-errors.ts';
import { assertGroupsOf, replaceMemberships, requestedGroups } from '../shared/memberships.ts';
import { readClient, readClients } from './client-view.ts';
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

export function createClient(
  db: Kysely<Database>,
  schoolId: number,
  input: ClientCreate,
  time: SchoolTime,
): Promise<Client> {
  const groups = requestedGroups(input) ?? [];
  return inTransaction(db, async (trx) => {
    await assertGroupsOf(trx, schoolId, 'client', groups);
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
  });
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
    await clients.updateClient(trx, id, definedFields(input, editableFields));
    if (groups) await replaceMemberships(trx, 'client', id, groups);
    return getClient(trx, schoolId, id, time);
  });
}

export async function deleteClient(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    if (!(await clients.clientExists(trx, schoolId, id))) throw notFound();
    await clients.deleteClient(trx, id);
  });
  return { id };
}

/** The clients an address signs in to the cabinet as (docs/cabinet.md). */
export {
  type ClientByEmail,
  clientEmail,
  clientsByEmail,
  renameClientEmail,
  setClientsPhone,
} from './by-email.ts';
