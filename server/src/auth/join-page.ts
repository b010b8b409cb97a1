import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';

/**
 * The school a public page names by the code in its address (docs/join-form.md): what a session is to the staff's
 * and the family's endpoints — the school, its zone and revision, read in one query — for a visitor nobody knows.
 */
export type JoinPage = {
  schoolId: number;
  schoolName: string;
  timeZone: string;
  schoolRevision: number;
  code: string;
  /** The owner's consent text; empty for the default one. */
  consentText: string;
  stampKey: string;
};

export async function findJoinPage(db: Kysely<Database>, code: string): Promise<JoinPage | null> {
  // A code is short; anything longer names no form and is not worth a query.
  if (code.length > 64) return null;
  const row = await db
    .selectFrom('join_forms')
    .innerJoin('schools', 'schools.id', 'join_forms.school_id')
    .leftJoin('school_revisions', 'school_revisions.school_id', 'join_forms.school_id')
    .select([
      'join_forms.school_id',
      'join_forms.code',
      'join_forms.consent_text',
      'join_forms.stamp_key',
      'schools.name',
      'schools.time_zone',
      'school_revisions.revision',
    ])
    .where('join_forms.code', '=', code)
    .where('schools.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    schoolId: Number(row.school_id),
    schoolName: row.name,
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    schoolRevision: Number(row.revision ?? 0),
    code: row.code,
    consentText: row.consent_text,
    stampKey: row.stamp_key,
  };
}
