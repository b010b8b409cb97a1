import { ageOn, type Client } from '@/contract';
import { groupRefsOf } from '../db/memberships';
import { findRow } from '../db/table';
import type { ClientRow, MockTables } from '../db/tables';
import { mockToday } from '../db/today';

/** A client with groups and the students they are linked to (by student id). */
export function clientJson(db: MockTables, client: ClientRow): Client {
  const groups = groupRefsOf(db, 'client', client.id);
  const students = db.student_clients.rows
    .filter((link) => link.client_id === client.id)
    .flatMap((link) => {
      const student = findRow(db.students, link.student_id);
      if (!student) return [];
      return [{ id: student.id, name: student.name, relation: link.relation, is_payer: link.is_payer }];
    })
    .sort((a, b) => a.id - b.id);
  return {
    id: client.id,
    name: client.name,
    phone: client.phone,
    birthdate: client.birthdate,
    age: ageOn(client.birthdate, mockToday()),
    contact: client.contact,
    created_at: client.created_at,
    school_id: client.school_id,
    group_id: groups[0]?.id ?? null,
    groups,
    students,
  };
}
