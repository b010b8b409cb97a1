import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  type FinanceSettings,
  type School,
  type SchoolListItem,
  type schoolUpdateSchema,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';
import * as schools from './repository.ts';
import type { NewSchool } from './tables.ts';

type SchoolUpdate = z.output<typeof schoolUpdateSchema>;

export function listSchools(db: Kysely<Database>): Promise<SchoolListItem[]> {
  return schools.listSchools(db);
}

/** The admin reads any school; everyone else only their own (another school is "not found"). */
export async function getSchool(db: Kysely<Database>, caller: User, id: number): Promise<School> {
  const visible = caller.role === 'admin' || caller.school_id === id;
  const school = visible ? await schools.findSchool(db, id) : undefined;
  if (!school) throw notFound();
  return school;
}

/** The owner edits their own school card; another school's id answers 404, untouched. */
export async function updateSchool(
  db: Kysely<Database>,
  caller: User,
  id: number,
  input: SchoolUpdate,
): Promise<School> {
  if (caller.school_id !== id) throw notFound();
  const patch: schools.SchoolPatch = {
    ...(input.Name !== undefined && { name: input.Name }),
    ...(input.City !== undefined && { city: input.City }),
    ...(input.Email !== undefined && { email: input.Email }),
    ...(input.Phone !== undefined && { phone: input.Phone }),
    ...(input.TimeZone !== undefined && { time_zone: input.TimeZone }),
  };
  await schools.updateSchool(db, id, patch);
  return getSchool(db, caller, id);
}

/** The zone a user works in: their school's, or the installation's default for the admin. */
export async function timeZoneOf(db: Kysely<Database>, schoolId: number | null): Promise<string> {
  return (schoolId !== null && (await schools.findTimeZone(db, schoolId))) || DEFAULT_TIME_ZONE;
}

export const listSchoolZones = schools.listSchoolZones;

/** One transaction: the school and, by cascade, everything that belongs to it. */
export async function deleteSchool(db: Kysely<Database>, id: number): Promise<{ id: number }> {
  const deleted = await inTransaction(db, (trx) => schools.deleteSchool(trx, id));
  if (!deleted) throw notFound();
  return { id };
}

/** A new school's card, inside its registration (the auth module). */
export function createSchool(db: Kysely<Database>, school: NewSchool): Promise<School> {
  return schools.insertSchool(db, school);
}

export function financeSettings(db: Kysely<Database>, schoolId: number): Promise<FinanceSettings> {
  return schools.findFinanceSettings(db, schoolId);
}

export function updateFinanceSettings(
  db: Kysely<Database>,
  schoolId: number,
  patch: schools.FinanceSettingsPatch,
): Promise<FinanceSettings> {
  return inTransaction(db, async (trx) => {
    await schools.updateFinanceSettings(trx, schoolId, patch);
    return schools.findFinanceSettings(trx, schoolId);
  });
}

/** What the cabinet needs of its school, and the owner's settings of it (docs/cabinet.md). */
export { cabinetSchool, cabinetSettings, updateCabinetSettings } from './cabinet-settings.ts';
export { schoolCards } from './repository.ts';
