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
  let query = db.selectFrom('students').select(['id', 'school_id', 'name']).where('email', '=', email);
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
    .execute();
}

/** The addresses a notice about these students goes to: each one's own and their parents' and payers'. */
export async function familyAddresses(db: Kysely<Database>, schoolId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  const [own, parents] = await Promise.all([
    db
      .selectFrom('students')
      .select(['id as student_id', 'email'])
      .where('school_id', '=', schoolId)
      .where('id', 'in', studentIds)
      .where('email', 'is not', null)
      .execute(),
    db
      .selectFrom('student_clients')
      .innerJoin(clientsView(db).as('clients'), 'clients.id', 'student_clients.client_id')
      .select(['student_clients.student_id', 'clients.email'])
      .where('student_clients.student_id', 'in', studentIds)
      .where('clients.school_id', '=', schoolId)
      .where('clients.email', 'is not', null)
      .execute(),
  ]);
  const seen = new Set<string>();
  return [...own, ...parents].flatMap((row) => {
    if (!row.email || seen.has(row.email)) return [];
    seen.add(row.email);
    return [row.email];
  });
}
