import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CabinetSettings, cabinetSettingsUpdateSchema } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';

export type CabinetSchool = CabinetSettings & { name: string; phone: string; email: string };

/** What the cabinet needs of its school: the cut-off of «не придём», the offer, and how to reach the school. */
export async function cabinetSchool(db: Kysely<Database>, schoolId: number): Promise<CabinetSchool> {
  const row = await db
    .selectFrom('schools')
    .select([
      'name',
      'phone',
      'email',
      'cabinet_cutoff_minutes',
      'offer_text',
      'offer_version',
      'cabinet_freeze',
    ])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    cutoff_minutes: row.cabinet_cutoff_minutes,
    offer_text: row.offer_text,
    offer_version: row.offer_version,
    freeze_mode: row.cabinet_freeze,
  };
}

export async function cabinetSettings(db: Kysely<Database>, schoolId: number): Promise<CabinetSettings> {
  const { cutoff_minutes, offer_text, offer_version, freeze_mode } = await cabinetSchool(db, schoolId);
  return { cutoff_minutes, offer_text, offer_version, freeze_mode };
}

/** A changed offer text is a new version: families see it and accept it again. */
export async function updateCabinetSettings(
  db: Kysely<Database>,
  schoolId: number,
  input: z.output<typeof cabinetSettingsUpdateSchema>,
): Promise<CabinetSettings> {
  const current = await cabinetSettings(db, schoolId);
  const offerChanged = input.offer_text !== undefined && input.offer_text !== current.offer_text;
  if (input.cutoff_minutes !== undefined || input.freeze_mode !== undefined || offerChanged)
    await db
      .updateTable('schools')
      .set({
        ...(input.cutoff_minutes !== undefined && { cabinet_cutoff_minutes: input.cutoff_minutes }),
        ...(input.freeze_mode !== undefined && { cabinet_freeze: input.freeze_mode }),
        ...(offerChanged && { offer_text: input.offer_text, offer_version: current.offer_version + 1 }),
      })
      .where('id', '=', schoolId)
      .execute();
  return cabinetSettings(db, schoolId);
}
