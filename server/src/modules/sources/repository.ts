import type { Kysely } from 'kysely';
import { type Source, serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';

const columns = ['id', 'name', 'school_id'] as const;

const toSource = (row: Source): Source => ({ id: row.id, name: row.name, school_id: row.school_id });

export async function listSources(db: Kysely<Database>, schoolId: number): Promise<Source[]> {
  const rows = await db
    .selectFrom('sources')
    .select(columns)
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
  return rows.map(toSource);
}

export async function findSource(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Source | undefined> {
  const row = await db
    .selectFrom('sources')
    .select(columns)
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toSource(row);
}

/** A new lead's default: the school's first source (lowest id), or null when it has none. */
export async function firstSourceId(db: Kysely<Database>, schoolId: number): Promise<number | null> {
  const query = db
    .selectFrom('sources')
    .select('id')
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .limit(1);
  // Locked like every referenced row, so it cannot be deleted before the new lead points at it.
  const row = await lockedOnPostgres(db, query, 'share').executeTakeFirst();
  return row?.id ?? null;
}

export async function insertSource(db: Kysely<Database>, schoolId: number, name: string): Promise<number> {
  const { id } = await db
    .insertInto('sources')
    .values({ name, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameSource(db: Kysely<Database>, id: number, name: string): Promise<void> {
  await db.updateTable('sources').set({ name }).where('id', '=', id).execute();
}

export async function deleteSource(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('sources').where('id', '=', id).execute();
}

/**
 * The sources as other modules join them — read-only (docs/architecture.md, «Tables and their owners»):
 * `leftJoin(sourcesView(db).as('sources'), 'sources.id', 'leads.source_id')` for a source's name.
 */
export function sourcesView(db: Kysely<Database>) {
  return db.selectFrom('sources').select(['sources.id', 'sources.name']);
}

/**
 * A source a body refers to must be one of the school's (docs/api-people.md): unknown or another school's → 400.
 * Run inside the write's transaction: the source stays locked (shared) until it commits.
 */
export async function assertSourceOf(db: Kysely<Database>, schoolId: number, id: number): Promise<void> {
  const query = db.selectFrom('sources').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  const source = await lockedOnPostgres(db, query, 'share').executeTakeFirst();
  if (!source) throw invalid(serverErrors.unknownSource);
}

/** Whether a source with this id is one of the school's own rows. */
export async function isOwnSource(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('sources')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
