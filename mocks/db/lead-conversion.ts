import type { z } from 'zod';
import { type leadConversionSchema, serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import { createClient } from './clients';
import { mockNow } from './clock';
import { checkGroups } from './memberships';
import { checkStatus } from './school-rows';
import { setClientLinks } from './student-clients';
import { createStudent } from './students';
import type { ClientRow, LeadRow, MockTables, StudentRow } from './tables';

export type LeadConversion = z.output<typeof leadConversionSchema>;

export type ConvertedLead = { lead: LeadRow; student: StudentRow; client: ClientRow | null };

/**
 * The lead becomes a student, and its parent a client linked to that student. All or nothing: every check
 * runs before the first row is written, as the server's transaction would roll back.
 */
export function convertLead(db: MockTables, lead: LeadRow, input: LeadConversion): ConvertedLead {
  const schoolId = lead.school_id;
  if (lead.converted_to_client_at !== null) throw apiErrors.conflict(serverErrors.leadAlreadyConverted);
  const groupId = input.student.group_id ?? null;
  if (input.status_id !== undefined) checkStatus(db, schoolId, input.status_id, 'lead');
  checkGroups(db, schoolId, 'student', groupId === null ? [] : [groupId]);

  const student = createStudent(db, schoolId, {
    name: input.student.name || lead.name,
    birthdate: input.student.birthdate,
    skill_level: input.student.skill_level,
    contact: '',
    group_id: groupId,
  });
  const parent = input.client;
  const client = parent
    ? createClient(db, schoolId, { name: parent.name, phone: parent.phone, birthdate: null, contact: '' })
    : null;
  if (parent && client) {
    setClientLinks(db, schoolId, student.id, [
      { id: client.id, relation: parent.relation, is_payer: parent.is_payer },
    ]);
  }
  lead.converted_to_client_at = mockNow().toISOString();
  if (input.status_id !== undefined) lead.status_id = input.status_id;
  return { lead, student, client };
}
