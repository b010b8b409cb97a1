import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import type { LeadTable } from './tables.ts';

/** Where a lead of the school's public form came from and what its trial is (0025-public-form). */
export type LeadOrigin = Selectable<
  Pick<LeadTable, 'trial_group_id' | 'utm_source' | 'utm_medium' | 'utm_campaign'>
>;
export type LeadValues = Omit<LeadTable, 'id' | 'school_id' | 'converted_to_client_at' | keyof LeadOrigin> &
  Partial<LeadOrigin>;
export type LeadPatch = Partial<
  Pick<LeadValues, 'name' | 'phone' | 'email' | 'trial_date' | 'qualification' | 'source_id' | 'status_id'> &
    LeadOrigin
>;

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function leadExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('leads').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  const row = await lockedOnPostgres(db, query, 'update').executeTakeFirst();
  return row !== undefined;
}

export async function insertLead(db: Kysely<Database>, schoolId: number, lead: LeadValues): Promise<number> {
  const { id } = await db
    .insertInto('leads')
    .values({ ...lead, school_id: schoolId, converted_to_client_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateLead(db: Kysely<Database>, id: number, patch: LeadPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('leads').set(patch).where('id', '=', id).execute();
}

/**
 * Marks the lead converted unless it already is; false when another request got there first. The
 * conditional update also locks the row on PostgreSQL, so two conversions of one lead cannot both pass.
 */
export async function markConverted(
  db: Kysely<Database>,
  id: number,
  convertedAt: string,
  statusId: number | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ converted_to_client_at: convertedAt, ...(statusId !== undefined && { status_id: statusId }) })
    .where('id', '=', id)
    .where('converted_to_client_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Memberships go with the lead through ON DELETE CASCADE. */
export async function deleteLead(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('leads').where('id', '=', id).execute();
}

/** The newest lead of this phone added since `since` (an instant); it stays locked until the transaction ends. */
export async function leadOfPhoneSince(
  db: Kysely<Database>,
  schoolId: number,
  phone: string,
  since: string,
  /** Only the form's own leads: the source it files them under, made by nobody (not a staff member's lead). */
  sourceId: number,
): Promise<number | undefined> {
  const query = db
    .selectFrom('leads')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .where('source_id', '=', sourceId)
    .where('created_by', 'is', null)
    .orderBy('id', 'desc')
    .limit(1);
  const row = await lockedOnPostgres(db, query, 'update').executeTakeFirst();
  return row?.id;
}

/** Trials booked per group and day in `days` by leads not yet students, leaving out one lead's own. */
export function trialsBooked(
  db: Kysely<Database>,
  schoolId: number,
  days: { from: string; to: string },
  exceptLeadId: number | undefined,
) {
  return db
    .selectFrom('leads')
    .select(['trial_group_id', 'trial_date', (eb) => eb.fn.countAll<number>().as('trials')])
    .where('school_id', '=', schoolId)
    .where('trial_group_id', 'is not', null)
    .where('converted_to_client_at', 'is', null)
    .where('trial_date', '>=', days.from)
    .where('trial_date', '<=', days.to)
    .$if(exceptLeadId !== undefined, (query) => query.where('id', '!=', exceptLeadId as number))
    .groupBy(['trial_group_id', 'trial_date'])
    .execute();
}

/**
 * The leads as other modules join them — read-only (docs/architecture.md): a waitlist names who waits and writes to
 * the address a lead gave.
 */
export function leadsView(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .select(['leads.id', 'leads.school_id', 'leads.name', 'leads.email', 'leads.converted_to_client_at']);
}
