import type { Kysely } from 'kysely';
import { type Status, type StatusType, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';

export type StatusValues = { name: string; type: StatusType; color: string };
export type StatusPatch = Partial<Pick<StatusValues, 'name' | 'color'>>;

const columns = ['id', 'name', 'type', 'color', 'school_id'] as const;

/** The Status object of the contract, keys in its order (the mocks build the same). */
const toStatus = (row: Status): Status => ({
  id: row.id,
  name: row.name,
  type: row.type,
  color: row.color,
  school_id: row.school_id,
});

export async function listStatuses(
  db: Kysely<Database>,
  schoolId: number,
  type?: StatusType,
): Promise<Status[]> {
  let query = db.selectFrom('statuses').select(columns).where('school_id', '=', schoolId);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('id').execute();
  return rows.map(toStatus);
}

export async function findStatus(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Status | undefined> {
  const row = await db
    .selectFrom('statuses')
    .select(columns)
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toStatus(row);
}

/** The default of new rows: the school's first status of the type (lowest id), or null when it has none. */
export async function firstStatusId(
  db: Kysely<Database>,
  schoolId: number,
  type: StatusType,
): Promise<number | null> {
  const query = db
    .selectFrom('statuses')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('type', '=', type)
    .orderBy('id')
    .limit(1);
  // Locked like every referenced row, so it cannot be deleted before the new row points at it.
  const row = await lockedOnPostgres(db, query, 'share').executeTakeFirst();
  return row?.id ?? null;
}

export async function insertStatus(
  db: Kysely<Database>,
  schoolId: number,
  status: StatusValues,
): Promise<number> {
  const { id } = await db
    .insertInto('statuses')
    .values({ ...status, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateStatus(db: Kysely<Database>, id: number, patch: StatusPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('statuses').set(patch).where('id', '=', id).execute();
}

export async function deleteStatus(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('statuses').where('id', '=', id).execute();
}

/**
 * The statuses as other modules join them — read-only (docs/architecture.md, «Tables and their owners»):
 * `leftJoin(statusesView(db).as('statuses'), 'statuses.id', 'leads.status_id')` for a status's name.
 */
export function statusesView(db: Kysely<Database>) {
  return db.selectFrom('statuses').select(['statuses.id', 'statuses.name']);
}

/**
 * A status a body refers to must be one of the school's, of the row's type (docs/api-people.md): unknown or another
 * school's → 400. Run inside the write's transaction: the status stays locked (shared) until it commits.
 */
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

/** Whether a status with this id is one of the school's own rows (of any type). */
export async function isOwnStatus(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('statuses')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
