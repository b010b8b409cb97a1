import type { Kysely, Selectable } from 'kysely';
import type { Style } from '../../../../src/contract/index.ts';
import type { Database, StyleTable } from '../../db/schema.ts';
import { toBoolean, toSqlBoolean } from '../shared/sql-values.ts';

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

/** Whether a timetable entry or a lesson names the style (then it may only be archived). */
export async function isStyleInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const entry = await db
    .selectFrom('schedules')
    .select('id')
    .where('direction_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (entry) return true;
  const lesson = await db
    .selectFrom('lessons')
    .select('id')
    .where('direction_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return lesson !== undefined;
}

export async function deleteStyle(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('styles').where('id', '=', id).execute();
}
