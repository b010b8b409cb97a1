import type { Kysely } from 'kysely';
import type { ClientTable, Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';

export type ClientValues = Omit<ClientTable, 'id' | 'school_id'>;
export type ClientPatch = Partial<Pick<ClientValues, 'name' | 'phone' | 'birthdate' | 'contact' | 'email'>>;

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function clientExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('clients').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  const row = await lockedOnPostgres(db, query, 'update').executeTakeFirst();
  return row !== undefined;
}

export async function insertClient(
  db: Kysely<Database>,
  schoolId: number,
  client: ClientValues,
): Promise<number> {
  const { id } = await db
    .insertInto('clients')
    .values({ ...client, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateClient(db: Kysely<Database>, id: number, patch: ClientPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('clients').set(patch).where('id', '=', id).execute();
}

/** Memberships and links to students go through ON DELETE CASCADE; the students stay. */
export async function deleteClient(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}
