import type { Kysely } from 'kysely';
import { type StatusType, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { findSource } from '../sources/repository.ts';
import { findStatus } from '../statuses/repository.ts';

// Ids a body refers to (docs/api-people.md): unknown or another school's → 400 naming what was not found.

export async function assertStatusOf(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  type: StatusType,
): Promise<void> {
  const status = await findStatus(db, schoolId, id);
  if (!status) throw badRequest(serverErrors.unknownStatus);
  if (status.type !== type) throw badRequest(serverErrors.statusTypeMismatch);
}

export async function assertSourceOf(db: Kysely<Database>, schoolId: number, id: number): Promise<void> {
  const source = await findSource(db, schoolId, id);
  if (!source) throw badRequest(serverErrors.unknownSource);
}

/** Every id must be a client of the school. */
export async function assertClientsOf(
  db: Kysely<Database>,
  schoolId: number,
  clientIds: readonly number[],
): Promise<void> {
  if (clientIds.length === 0) return;
  const found = await db
    .selectFrom('clients')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', clientIds)
    .execute();
  if (found.length !== new Set(clientIds).size) throw badRequest(serverErrors.unknownClient);
}
