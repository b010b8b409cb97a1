import { can, type Role, type Student, type StudentRecord } from '../../../../src/contract/index.ts';

/**
 * A student as a role may read them (docs/api-people.md, «Что видно о ученике»): everyone who reads students sees
 * the student's own card and groups; the passes (`subscriptions`: name, end, visits left) only a role that reads
 * subscriptions (money), the parents and payers (`clients`: names, phones, contacts) only a role that reads clients.
 * A hidden part is `null`, never an empty list, so «none» and «not yours to see» never look alike. Every endpoint
 * that answers students passes them through here, as the attendance roll hides money from a teacher.
 */
export function studentFor(role: Role, student: StudentRecord): Student {
  return {
    ...student,
    clients: can(role, 'clients:read') ? student.clients : null,
    subscriptions: can(role, 'subscriptions:read') ? student.subscriptions : null,
  };
}
