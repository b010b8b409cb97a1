import type { Kysely } from 'kysely';
import type { ScheduleEntry } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { selectScheduleEntries, toScheduleEntry } from './schedule-view.ts';
import type { ScheduleTable } from './tables.ts';

export type ScheduleValues = Omit<ScheduleTable, 'id' | 'school_id'>;
export type SchedulePatch = Partial<ScheduleValues>;

export async function insertScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  values: ScheduleValues,
): Promise<number> {
  const { id } = await db
    .insertInto('schedules')
    .values({ ...values, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The week as it reads: Monday first, then by time of day, then in the order entries were added. */
export async function listScheduleEntries(db: Kysely<Database>, schoolId: number): Promise<ScheduleEntry[]> {
  const rows = await selectScheduleEntries(db)
    .where('schedules.school_id', '=', schoolId)
    .orderBy('schedules.weekday')
    .orderBy('schedules.start_time')
    .orderBy('schedules.id')
    .execute();
  return rows.map(toScheduleEntry);
}

/** An entry of the school; another school's is as absent as an unknown one. */
export async function findScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<ScheduleEntry | undefined> {
  const row = await selectScheduleEntries(db)
    .where('schedules.id', '=', id)
    .where('schedules.school_id', '=', schoolId)
    .executeTakeFirst();
  return row && toScheduleEntry(row);
}

export async function updateScheduleEntry(
  db: Kysely<Database>,
  id: number,
  patch: SchedulePatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('schedules').set(patch).where('id', '=', id).execute();
}

/** Its generation ledger goes with it (ON DELETE CASCADE); its remaining lessons keep their dates, unlinked. */
export async function deleteScheduleEntry(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('schedules').where('id', '=', id).execute();
}
