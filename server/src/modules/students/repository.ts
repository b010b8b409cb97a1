import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clientsView } from '../clients/service.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
import type { StudentTable } from './tables.ts';

export type StudentValues = Omit<
  StudentTable,
  'id' | 'school_id' | 'deleted_at' | 'deleted_by' | 'deleted_groups' | 'purged_at'
>;
export type StudentPatch = Partial<
  Pick<StudentValues, 'name' | 'birthdate' | 'skill_level' | 'contact' | 'email' | 'status_id'>
>;
export type ClientLink = { id: number; relation: string; is_payer: boolean };

/** Whether the school has the row; inside a write it stays locked until the transaction ends. */
export async function studentExists(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db
    .selectFrom('students')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
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

/**
 * The students as other modules join them — read-only (docs/architecture.md, «Tables and their owners»): a lesson's
 * roll, a waitlist's places. A deleted student is not among them (docs/deletion.md).
 */
export function studentsView(db: Kysely<Database>) {
  return db
    .selectFrom('students')
    .select(['students.id', 'students.school_id', 'students.name'])
    .where('students.deleted_at', 'is', null);
}

/**
 * Every student the money names, deleted ones too — read-only: a payment's student stays on the payments and in
 * the reports of money after the student is deleted (docs/money.md, docs/deletion.md).
 */
export function studentRecordsView(db: Kysely<Database>) {
  return db.selectFrom('students').select(['students.id', 'students.school_id', 'students.name']);
}

/** The school's student by id, deleted ones too — for reading their money (docs/deletion.md); read-only. */
export function findStudentRecord(db: Kysely<Database>, schoolId: number, studentId: number) {
  return db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** The school's student by id, with their name; undefined for another school's or none. */
export function findStudent(db: Kysely<Database>, schoolId: number, studentId: number) {
  return db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the client is linked to the student (a parent, or someone who pays for them). */
export async function isLinkedClient(
  db: Kysely<Database>,
  studentId: number,
  clientId: number,
): Promise<boolean> {
  const link = await db
    .selectFrom('student_clients')
    .select('client_id')
    .where('student_id', '=', studentId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return link !== undefined;
}

/** The student's first payer (a parent who pays, not deleted), or null. */
export async function firstPayerOf(db: Kysely<Database>, studentId: number): Promise<number | null> {
  const payer = await db
    .selectFrom('student_clients')
    .innerJoin(clientsView(db).as('clients'), 'clients.id', 'student_clients.client_id')
    .select('student_clients.client_id')
    .where('student_clients.student_id', '=', studentId)
    .where('student_clients.is_payer', '=', 1 as never)
    .orderBy('student_clients.client_id')
    .executeTakeFirst();
  return payer?.client_id ?? null;
}

/** Whether two students are one family: a client pays for both. */
export async function sharePayer(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_clients as one')
    .innerJoin('student_clients as other', 'other.client_id', 'one.client_id')
    .select('one.client_id')
    .where('one.student_id', '=', a)
    .where('other.student_id', '=', b)
    .where('one.is_payer', '=', toSqlBoolean(true) as never)
    .where('other.is_payer', '=', toSqlBoolean(true) as never)
    .executeTakeFirst();
  return row !== undefined;
}
