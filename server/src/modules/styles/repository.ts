import type { Kysely, Selectable } from 'kysely';
import type { Style } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';
import type { StyleTable } from './tables.ts';

export type StyleValues = Pick<StyleTable, 'name' | 'active_from' | 'active_to'> & { is_archived: boolean };
export type StylePatch = Partial<StyleValues>;

const columns = ['id', 'name', 'active_from', 'active_to', 'is_archived', 'school_id'] as const;

type StyleRow = Pick<Selectable<StyleTable>, (typeof columns)[number]>;

/** The Style object of the contract, keys in its order (the mocks build the same). */
function toStyle(row: StyleRow): Style {
  return {
    id: row.id,
    name: row.name,
    active_from: row.active_from,
    active_to: row.active_to,
    is_archived: toBoolean(row.is_archived),
    school_id: row.school_id,
  };
}

function toStoredPatch({ is_archived, ...rest }: StylePatch) {
  return { ...rest, ...(is_archived !== undefined && { is_archived: toSqlBoolean(is_archived) }) };
}

export async function insertStyle(
  db: Kysely<Database>,
  schoolId: number,
  values: StyleValues,
): Promise<Style> {
  const row = await db
    .insertInto('styles')
    .values({ ...values, is_archived: toSqlBoolean(values.is_archived), school_id: schoolId })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toStyle(row);
}

export async function listStyles(db: Kysely<Database>, schoolId: number): Promise<Style[]> {
  const rows = await db
    .selectFrom('styles')
    .select(columns)
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
  return rows.map(toStyle);
}

/** A style of the school; another school's is as absent as an unknown one. */
export async function findStyle(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Style | undefined> {
  const row = await db
    .selectFrom('styles')
    .select(columns)
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row && toStyle(row);
}

export async function updateStyle(db: Kysely<Database>, id: number, patch: StylePatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('styles').set(toStoredPatch(patch)).where('id', '=', id).execute();
}

export async function deleteStyle(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('styles').where('id', '=', id).execute();
}

/**
 * The directions as other modules join them — read-only (docs/architecture.md, «Tables and their owners»):
 * `leftJoin(stylesView(db).as('styles'), 'styles.id', 'lessons.direction_id')` for a direction's name.
 */
export function stylesView(db: Kysely<Database>) {
  return db.selectFrom('styles').select(['styles.id', 'styles.name', 'styles.is_archived']);
}

/** Which of these ids are directions of the school, locked (shared) until the write commits. */
export function stylesAmong(db: Kysely<Database>, schoolId: number, ids: number[]) {
  const query = db.selectFrom('styles').select('id').where('school_id', '=', schoolId).where('id', 'in', ids);
  return lockedOnPostgres(db, query, 'share').execute();
}
