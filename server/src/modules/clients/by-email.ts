import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ClientByEmail = { id: number; school_id: number; name: string; phone: string };

/** The clients who sign in to the cabinet with an address: in one school, or (before a school is picked) in any. */
export function clientsByEmail(
  db: Kysely<Database>,
  email: string,
  schoolId?: number,
): Promise<ClientByEmail[]> {
  let query = db
    .selectFrom('clients')
    .select(['id', 'school_id', 'name', 'phone'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null);
  if (schoolId !== undefined) query = query.where('school_id', '=', schoolId);
  return query.orderBy('id').execute();
}

/** A client's own address (an invitation's recipient), within the school. */
export async function clientEmail(db: Kysely<Database>, schoolId: number, id: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'email'])
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Phone of the family's clients, from the cabinet (the mask is the contract's). */
export async function setClientsPhone(db: Kysely<Database>, ids: number[], phone: string): Promise<void> {
  if (ids.length > 0) await db.updateTable('clients').set({ phone }).where('id', 'in', ids).execute();
}

/** Moves the family's address to a new one (confirmed by a code) on its clients. */
export async function renameClientEmail(db: Kysely<Database>, schoolId: number, from: string, to: string) {
  await db
    .updateTable('clients')
    .set({ email: to })
    .where('school_id', '=', schoolId)
    .where('email', '=', from)
    .where('deleted_at', 'is', null)
    .execute();
}
