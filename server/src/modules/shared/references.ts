import type { Kysely } from 'kysely';
import { type StatusType, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from './domain-errors.ts';
import { lockedOnPostgres } from './row-locks.ts';

// Ids a body refers to (docs/api-people.md): unknown or another school's → 400 naming what was not found.
// Run inside the write's transaction: the rows found stay locked (shared) until it commits.

export async function assertStatusOf(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  type: StatusType,
): Promise<void> {
  const query = db
    .selectFrom('statuses')
    .select('type')
    .where('school_id', '=', schoolId)
    .where('id', '=', id);
  const status = await lockedOnPostgres(db, query, 'share').executeTakeFirst();
  if (!status) throw invalid(serverErrors.unknownStatus);
  if (status.type !== type) throw invalid(serverErrors.statusTypeMismatch);
}

export async function assertSourceOf(db: Kysely<Database>, schoolId: number, id: number): Promise<void> {
  const query = db.selectFrom('sources').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  const source = await lockedOnPostgres(db, query, 'share').executeTakeFirst();
  if (!source) throw invalid(serverErrors.unknownSource);
}

/** Every id must be a client of the school. */
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

/**
 * Whether a source or a status with this id is one of the school's own rows (of any type): the spec's default id 1
 * stands for the school's default only where it is not (leads, SPEC_DEFAULT_REFERENCE_ID).
 */
export async function isOwnReference(
  db: Kysely<Database>,
  table: 'sources' | 'statuses',
  schoolId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
