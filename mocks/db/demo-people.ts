import {
  clientCreateSchema,
  type DemoLead,
  demoClients,
  demoGroups,
  demoLeads,
  demoStudents,
  type GroupEntityType,
  leadCreateSchema,
  type StatusType,
  studentCreateSchema,
} from '@/contract';
import { createClient } from './clients';
import { mockNow } from './clock';
import { createGroup } from './groups';
import { createLead } from './leads';
import { rowsOfSchool } from './school-rows';
import { createStudent } from './students';
import { insertRow } from './table';
import type { MockTables } from './tables';
import { mockToday, shiftDate } from './today';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoAuthors = Record<DemoLead['created_by'], number>;

function idByName(rows: { id: number; name: string }[], name: string): number {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`The demo names "${name}", which the seed did not create`);
  return row.id;
}

/**
 * Steps 4–7 of the seed order in docs/api-people.md, for the demo school: groups, clients, students with their
 * links and passes, then leads, each in the order of `src/contract/demo/people.ts`, so ids match the server's.
 * Inputs go through the contract schemas, stored exactly as the API would store them.
 */
export function seedDemoPeople(db: MockTables, schoolId: number, authors: DemoAuthors): void {
  const today = mockToday();
  const groupId = (name: string, type: GroupEntityType) =>
    idByName(
      rowsOfSchool(db.groups, schoolId).filter((group) => group.entity_type === type),
      name,
    );
  const statusId = (name: string, type: StatusType) =>
    idByName(
      rowsOfSchool(db.statuses, schoolId).filter((status) => status.type === type),
      name,
    );

  for (const group of demoGroups) createGroup(db, schoolId, group);

  const clientIds = demoClients.map(({ groups, ...client }) => {
    const input = clientCreateSchema.parse({
      ...client,
      groups: groups.map((name) => groupId(name, 'client')),
    });
    return createClient(db, schoolId, input).id;
  });

  for (const { status, groups, clients, subscriptions, ...student } of demoStudents) {
    const input = studentCreateSchema.parse({
      ...student,
      status_id: statusId(status, 'student'),
      groups: groups.map((name) => groupId(name, 'student')),
      clients: clients.map((link) => ({ ...link, id: clientIds[link.client] })),
    });
    const created = createStudent(db, schoolId, input);
    for (const pass of subscriptions) {
      const issuedAt = shiftDate(today, pass.issued_in_days);
      insertRow(db.subscriptions, {
        school_id: schoolId,
        student_id: created.id,
        sub_name: pass.sub_name,
        issued_at: issuedAt,
        expires_at: shiftDate(issuedAt, pass.valid_days),
        remaining_visits: pass.remaining_visits,
      });
    }
  }

  for (const lead of demoLeads) {
    const input = leadCreateSchema.parse({
      name: lead.name,
      phone: lead.phone,
      trial_date: lead.trial_in_days === null ? null : shiftDate(today, lead.trial_in_days),
      qualification: lead.qualification,
      source_id: idByName(rowsOfSchool(db.sources, schoolId), lead.source),
      status_id: statusId(lead.status, 'lead'),
      group_id: lead.group === null ? null : groupId(lead.group, 'lead'),
    });
    const createdAt = new Date(mockNow().getTime() - lead.created_days_ago * DAY_MS).toISOString();
    createLead(db, { schoolId, userId: authors[lead.created_by], createdAt }, input);
  }
}
