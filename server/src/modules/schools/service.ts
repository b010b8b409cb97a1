import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  type DeletedSchool,
  type FinanceSettings,
  RESTORE_DAYS,
  type School,
  type SchoolListItem,
  type schoolUpdateSchema,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import * as schools from './repository.ts';
import { toSchoolListItem } from './school-view.ts';
import type { NewSchool } from './tables.ts';

type SchoolUpdate = z.output<typeof schoolUpdateSchema>;

const DAY_MS = 24 * 60 * 60_000;

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

/** A school's name, as its public trial form names the school in its consent (docs/join-form.md). */
export async function schoolNameOf(db: Kysely<Database>, schoolId: number): Promise<string> {
  const school = await schools.findSchool(db, schoolId);
  if (!school) throw notFound();
  return school.Name;
}

/** The zone a user works in: their school's, or the installation's default for the admin. */
export async function timeZoneOf(db: Kysely<Database>, schoolId: number | null): Promise<string> {
  return (schoolId !== null && (await schools.findTimeZone(db, schoolId))) || DEFAULT_TIME_ZONE;
}

export const listSchoolZones = schools.listSchoolZones;

/**
 * Deletes a school as the admin asks: hidden at once — its staff, families and tokens are let in nowhere, its jobs
 * stop — and restorable for RESTORE_DAYS; the host's job purges it after (docs/deletion.md). Answers as the spec's
 * delete always did.
 */
export async function deleteSchool(
  db: Kysely<Database>,
  id: number,
  by: number,
  now: Date,
): Promise<{ id: number }> {
  if (!(await schools.markDeleted(db, id, by, now.toISOString()))) throw notFound();
  return { id };
}

const restoreWindowStart = (now: Date) => new Date(now.getTime() - RESTORE_DAYS * DAY_MS).toISOString();

export async function listDeletedSchools(db: Kysely<Database>): Promise<DeletedSchool[]> {
  const rows = await schools.listDeleted(db);
  return rows.map((row) => ({
    ...toSchoolListItem(row),
    deleted_at: row.deleted_at as string,
    purge_at: new Date(Date.parse(row.deleted_at as string) + RESTORE_DAYS * DAY_MS).toISOString(),
  }));
}

/** Brings a deleted school back as it was; too late once RESTORE_DAYS have passed (the purge may have run). */
export async function restoreSchool(db: Kysely<Database>, id: number, now: Date): Promise<SchoolListItem> {
  if (!(await schools.unmarkDeleted(db, id, restoreWindowStart(now)))) {
    const deleted = (await schools.listDeleted(db)).some((row) => Number(row.id) === id);
    throw deleted ? conflictAs(serverErrors.schoolRestoreExpired) : notFound();
  }
  return toSchoolListItem(
    (await schools.listSchools(db)).find((school) => school.id === id) as SchoolListItem,
  );
}

/** Whether a school is at work (not deleted): a deleted school's staff are not signed in. */
export async function schoolAtWork(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await schools.findSchool(db, id)) !== undefined;
}

/** The host's job: schools deleted RESTORE_DAYS ago go for good, with everything in them. */
export function purgeDeletedSchools(db: Kysely<Database>, now: Date): Promise<number[]> {
  return inTransaction(db, (trx) => schools.purgeDeleted(trx, restoreWindowStart(now)));
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
export { financeSettingsView, schoolCards } from './repository.ts';
