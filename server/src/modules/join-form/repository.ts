import type { Kysely } from 'kysely';
import { randomBytes } from '../../auth/bytes.ts';
import type { Database } from '../../db/schema.ts';

/** The code's letters: no 0/o or 1/l to misread in a link someone retypes (as 0025-public-form made them). */
const CODE_LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Random text of the code's letters; 32 of them, so a byte's low five bits pick one evenly. */
function randomText(length: number): string {
  return Array.from(randomBytes(length), (byte) => CODE_LETTERS[byte & 31]).join('');
}

/** A new link and a new key for its stamps (60 and 160 random bits). */
const freshCode = () => ({ code: randomText(12), stamp_key: randomText(32) });

export function findForm(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('join_forms')
    .select(['code', 'consent_text'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export async function insertForm(db: Kysely<Database>, schoolId: number): Promise<void> {
  await db
    .insertInto('join_forms')
    .values({ school_id: schoolId, ...freshCode() })
    .execute();
}

/** A new code for the school's form (made now if the school has none): the old link leads nowhere from now on. */
export async function renewCode(db: Kysely<Database>, schoolId: number): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('join_forms')
    .set(freshCode())
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) await insertForm(db, schoolId);
}

export async function updateConsent(db: Kysely<Database>, schoolId: number, text: string): Promise<void> {
  await db.updateTable('join_forms').set({ consent_text: text }).where('school_id', '=', schoolId).execute();
}
