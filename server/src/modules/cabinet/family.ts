import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { CabinetSession } from '../../auth/cabinet-sessions.ts';
import type { Database } from '../../db/schema.ts';
import { type ClientByEmail, clientsByEmail } from '../clients/service.ts';
import { notFoundAs } from '../shared/domain-errors.ts';
import { studentsByEmail, studentsOfClients } from '../students/service.ts';

/**
 * Who a cabinet session speaks for: in its school, the clients with its address (parents, payers) and the
 * students with it (adults), and every student linked to those clients. Read afresh on each request, so a child
 * unlinked by the school disappears from the cabinet at once.
 */
export type Family = {
  schoolId: number;
  email: string;
  clients: ClientByEmail[];
  students: { id: number; name: string; self: boolean }[];
};

export async function familyOf(db: Kysely<Database>, session: CabinetSession): Promise<Family> {
  const [clients, adults] = await Promise.all([
    clientsByEmail(db, session.email, session.schoolId),
    studentsByEmail(db, session.email, session.schoolId),
  ]);
  const children = await studentsOfClients(
    db,
    session.schoolId,
    clients.map((client) => client.id),
  );
  const selfIds = new Set(adults.map((student) => student.id));
  const students = [
    ...adults.map((student) => ({ id: student.id, name: student.name, self: true })),
    ...children
      .filter((student) => !selfIds.has(student.id))
      .map((student) => ({ id: student.id, name: student.name, self: false })),
  ];
  return { schoolId: session.schoolId, email: session.email, clients, students };
}

/** A student of the family, or 404 — another family's child is answered as if it did not exist. */
export function studentOf(family: Family, studentId: number) {
  const student = family.students.find((candidate) => candidate.id === studentId);
  if (!student) throw notFoundAs(serverErrors.unknownStudent);
  return student;
}
