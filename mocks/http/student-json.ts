import { ageOn, type Student } from '@/contract';
import { groupRefsOf } from '../db/memberships';
import { findRow } from '../db/table';
import type { MockTables, StudentRow } from '../db/tables';
import { mockToday } from '../db/today';

/** A student with groups, linked clients (by client id) and passes (newest first). */
export function studentJson(db: MockTables, student: StudentRow): Student {
  const groups = groupRefsOf(db, 'student', student.id);
  const status = student.status_id === null ? undefined : findRow(db.statuses, student.status_id);
  const clients = db.student_clients.rows
    .filter((link) => link.student_id === student.id)
    .flatMap((link) => {
      const client = findRow(db.clients, link.client_id);
      if (!client) return [];
      const { name: client_name, phone, contact } = client;
      return [
        { id: client.id, client_name, phone, contact, relation: link.relation, is_payer: link.is_payer },
      ];
    })
    .sort((a, b) => a.id - b.id);
  const subscriptions = db.subscriptions.rows
    .filter((pass) => pass.student_id === student.id)
    .sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id - a.id)
    .map(({ id, sub_name, issued_at, expires_at, remaining_visits }) => ({
      id,
      sub_name,
      issued_at,
      expires_at,
      remaining_visits,
    }));
  return {
    id: student.id,
    name: student.name,
    birthdate: student.birthdate,
    age: ageOn(student.birthdate, mockToday()),
    created_at: student.created_at,
    skill_level: student.skill_level,
    contact: student.contact,
    status_id: student.status_id,
    status_name: status?.name ?? null,
    school_id: student.school_id,
    group_id: groups[0]?.id ?? null,
    groups,
    clients,
    subscriptions,
  };
}
