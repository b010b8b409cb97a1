import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The school's data revision (0010-school-revisions): 0 before its first write. */
export async function schoolRevision(db: Kysely<Database>, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('school_revisions')
    .select('revision')
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}
