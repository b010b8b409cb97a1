import type { Kysely } from 'kysely';
import type { School, SchoolListItem } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { toSchool, toSchoolListItem } from './school-view.ts';
import type { NewSchool } from './tables.ts';

export type SchoolPatch = Partial<Pick<NewSchool, 'name' | 'city' | 'email' | 'phone' | 'time_zone'>>;

const columns = ['id', 'name', 'city', 'email', 'phone', 'time_zone'] as const;

export async function insertSchool(db: Kysely<Database>, school: NewSchool): Promise<School> {
  const row = await db.insertInto('schools').values(school).returning(columns).executeTakeFirstOrThrow();
  return toSchool(row);
}

/** The schools at work: a deleted one is hidden everywhere until restored (docs/deletion.md). */
const working = (db: Kysely<Database>) => db.selectFrom('schools').where('deleted_at', 'is', null);

export async function listSchools(db: Kysely<Database>): Promise<SchoolListItem[]> {
  const rows = await working(db).select(columns).orderBy('id').execute();
  return rows.map(toSchoolListItem);
}

export async function findSchool(db: Kysely<Database>, id: number): Promise<School | undefined> {
  const row = await working(db).select(columns).where('id', '=', id).executeTakeFirst();
  return row && toSchool(row);
}

export async function updateSchool(db: Kysely<Database>, id: number, patch: SchoolPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('schools').set(patch).where('id', '=', id).execute();
}

/** Marks a school deleted (hidden, restorable); whether a school at work was found. */
export async function markDeleted(
  db: Kysely<Database>,
  id: number,
  by: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('schools')
    .set({ deleted_at: at, deleted_by: by })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The deleted schools, newest deletion first. */
export function listDeleted(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .select([...columns, 'deleted_at', 'deleted_by'])
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .execute();
}

/** Brings a deleted school back, if it was deleted after `since` (not yet due for purging). */
export async function unmarkDeleted(db: Kysely<Database>, id: number, since: string): Promise<boolean> {
  const result = await db
    .updateTable('schools')
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', id)
    .where('deleted_at', '>', since)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes for good the schools deleted before `before`; users, profiles, sessions and every other school-owned row
 * follow through ON DELETE CASCADE. Returns their ids.
 */
export async function purgeDeleted(db: Kysely<Database>, before: string): Promise<number[]> {
  const rows = await db
    .deleteFrom('schools')
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<=', before)
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function hasSchools(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('schools').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The school's money settings (0005-money, 0018-pass-corrections). */
/** A school's money terms as another module's query joins them (a mark reads them with its lesson). */
export function financeSettingsView(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .select([
      'schools.id',
      'schools.single_lesson_price',
      'schools.debt_visit_limit',
      'schools.bill_absence_without_pass',
    ]);
}

export async function findFinanceSettings(db: Kysely<Database>, schoolId: number) {
  const row = await db
    .selectFrom('schools')
    .select(['single_lesson_price', 'debt_visit_limit', 'bill_absence_without_pass'])
    .where('id', '=', schoolId)
    .executeTakeFirstOrThrow();
  // SQLite keeps a boolean as 1/0.
  return { ...row, bill_absence_without_pass: Boolean(row.bill_absence_without_pass) };
}

export type FinanceSettingsPatch = {
  single_lesson_price?: number;
  debt_visit_limit?: number;
  bill_absence_without_pass?: boolean;
};

export async function updateFinanceSettings(
  db: Kysely<Database>,
  schoolId: number,
  { bill_absence_without_pass: bill, ...patch }: FinanceSettingsPatch,
): Promise<void> {
  // Written as 1/0, as every boolean here (better-sqlite3 binds no booleans).
  const values = { ...patch, ...(bill !== undefined && { bill_absence_without_pass: bill ? 1 : 0 }) };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('schools').set(values).where('id', '=', schoolId).execute();
}

/** These schools' names and cities, by name (where an address signs someone in to the cabinet). */
export function schoolCards(db: Kysely<Database>, ids: number[]) {
  return working(db).select(['id', 'name', 'city']).where('id', 'in', ids).orderBy('name').execute();
}

/** The zone of a school's days; the default for a user without a school (the admin). */
export async function findTimeZone(db: Kysely<Database>, schoolId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('schools')
    .select('time_zone')
    .where('id', '=', schoolId)
    .executeTakeFirst();
  return row?.time_zone;
}

/** Every school with its zone: the host's daily jobs run once per school per its own day. */
export function listSchoolZones(db: Kysely<Database>): Promise<{ id: number; time_zone: string }[]> {
  return working(db).select(['id', 'time_zone']).orderBy('id').execute();
}
