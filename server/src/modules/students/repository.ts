import type { Kysely } from 'kysely';
import type { Database, StudentTable } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

export type StudentValues = Omit<StudentTable, 'id' | 'school_id'>;
export type StudentPatch = Partial<
  Pick<StudentValues, 'name' | 'birthdate' | 'skill_level' | 'contact' | 'email' | 'status_id'>
>;
export type ClientLink = { id: number; relation: string; is_payer: boolean };

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function studentExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('students').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  const row = await lockedOnPostgres(db, query, 'update').executeTakeFirst();
  return row !== undefined;
}

export async function insertStudent(
  db: Kysely<Database>,
  schoolId: number,
  student: StudentValues,
): Promise<number> {
  const { id } = await db
    .insertInto('students')
    .values({ ...student, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateStudent(db: Kysely<Database>, id: number, patch: StudentPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('students').set(patch).where('id', '=', id).execute();
}

/** Makes the student's links to clients exactly `links` (client ids already checked to be the school's). */
export async function replaceClientLinks(
  db: Kysely<Database>,
  studentId: number,
  links: readonly ClientLink[],
): Promise<void> {
  await db.deleteFrom('student_clients').where('student_id', '=', studentId).execute();
  if (links.length === 0) return;
  await db
    .insertInto('student_clients')
    .values(
      links.map((link) => ({
        student_id: studentId,
        client_id: link.id,
        relation: link.relation,
        is_payer: toSqlBoolean(link.is_payer),
      })),
    )
    .execute();
}

/** Whether the student has subscriptions, payments or ledger lines, which are never deleted. */
export async function hasMoney(db: Kysely<Database>, id: number): Promise<boolean> {
  for (const table of ['subscriptions', 'payments', 'account_entries'] as const) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('student_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Memberships and client links go with the student through ON DELETE CASCADE. */
export async function deleteStudent(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('students').where('id', '=', id).execute();
}
