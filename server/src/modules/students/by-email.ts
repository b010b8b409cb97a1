import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clientsView } from '../clients/service.ts';

export type StudentOfFamily = { id: number; school_id: number; name: string };

/** Adult students who sign in to the cabinet with their own address: in one school, or in any. */
export function studentsByEmail(
  db: Kysely<Database>,
  email: string,
  schoolId?: number,
): Promise<StudentOfFamily[]> {
  let query = db
    .selectFrom('students')
    .select(['id', 'school_id', 'name'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null);
  if (schoolId !== undefined) query = query.where('school_id', '=', schoolId);
  return query.orderBy('id').execute();
}

/** The students linked to these clients (their children, or those they pay for), the school's only. */
export function studentsOfClients(
  db: Kysely<Database>,
  schoolId: number,
  clientIds: number[],
): Promise<StudentOfFamily[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_clients')
    .innerJoin('students', 'students.id', 'student_clients.student_id')
    .select(['students.id', 'students.school_id', 'students.name'])
    .distinct()
    .where('student_clients.client_id', 'in', clientIds)
    .where('students.school_id', '=', schoolId)
    .where('students.deleted_at', 'is', null)
    .orderBy('students.id')
    .execute();
}

/** Where an invitation for a student goes: their own address, else their parents' and payers'. */
export async function studentInvitationAddresses(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ found: boolean; emails: string[] }> {
  const student = await db
    .selectFrom('students')
    .select('email')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!student) return { found: false, emails: [] };
  if (student.email) return { found: true, emails: [student.email] };
  const parents = await db
    .selectFrom('student_clients')
    .innerJoin(clientsView(db).as('clients'), 'clients.id', 'student_clients.client_id')
    .select('clients.email')
    .where('student_clients.student_id', '=', id)
    .where('clients.school_id', '=', schoolId)
    .where('clients.email', 'is not', null)
    .orderBy('clients.id')
    .execute();
  return { found: true, emails: parents.flatMap((row) => (row.email ? [row.email] : [])) };
}

/** Moves the family's address to a new one (confirmed by a code) on its students. */
export async function renameStudentEmail(db: Kysely<Database>, schoolId: number, from: string, to: string) {
  await db
    .updateTable('students')
    .set({ email: to })
    .where('school_id', '=', schoolId)
    .where('email', '=', from)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Whom a message about these students reaches: each student's own address, and their parents' and payers'. One
 * contact per address (an address is one family), with the students it speaks for and who it is in the school —
 * the client whose address it is, else the adult student's own.
 */
export type FamilyContact = {
  email: string;
  client_id: number | null;
  student_id: number | null;
  name: string;
  /** The students of the message this address speaks for, by name. */
  students: { id: number; name: string }[];
};

export async function familyContacts(
  db: Kysely<Database>,
  schoolId: number,
  studentIds: readonly number[],
): Promise<FamilyContact[]> {
  if (studentIds.length === 0) return [];
  const ids = [...studentIds];
  const [own, parents] = await Promise.all([
    db
      .selectFrom('students')
      .select(['id as student_id', 'name as student_name', 'email'])
      .where('school_id', '=', schoolId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .where('email', 'is not', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('student_clients')
      .innerJoin(clientsView(db).as('clients'), 'clients.id', 'student_clients.client_id')
      .innerJoin('students', 'students.id', 'student_clients.student_id')
      .select([
        'student_clients.student_id',
        'students.name as student_name',
        'clients.id as client_id',
        'clients.name as client_name',
        'clients.email',
      ])
      .where('student_clients.student_id', 'in', ids)
      .where('students.deleted_at', 'is', null)
      .where('clients.school_id', '=', schoolId)
      .where('clients.email', 'is not', null)
      .orderBy('clients.id')
      .execute(),
  ]);
  const byEmail = new Map<string, FamilyContact>();
  const add = (
    email: string | null,
    person: Omit<FamilyContact, 'email' | 'students'>,
    student: { id: number; name: string },
  ) => {
    if (!email) return;
    let contact = byEmail.get(email);
    if (!contact) {
      contact = { email, ...person, students: [] };
      byEmail.set(email, contact);
    }
    if (!contact.students.some((known) => known.id === student.id)) contact.students.push(student);
  };
  for (const row of parents)
    add(
      row.email,
      { client_id: row.client_id, student_id: null, name: row.client_name },
      {
        id: row.student_id,
        name: row.student_name,
      },
    );
  for (const row of own)
    add(
      row.email,
      { client_id: null, student_id: row.student_id, name: row.student_name },
      {
        id: row.student_id,
        name: row.student_name,
      },
    );
  return [...byEmail.values()];
}
