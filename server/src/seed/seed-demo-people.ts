import type { Kysely } from 'kysely';
import {
  clientCreateSchema,
  demoClients,
  demoGroups,
  demoLeads,
  demoOwner,
  demoStaff,
  demoStudents,
  groupCreateSchema,
  leadCreateSchema,
  type SchoolTime,
  type StatusType,
  studentCreateSchema,
} from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { createClient } from '../modules/clients/service.ts';
import { createGroup } from '../modules/groups/service.ts';
import { createLead } from '../modules/leads/service.ts';
import { addDays } from '../modules/shared/local-date.ts';
import { createStudent } from '../modules/students/service.ts';
import { parseAt } from './parse-at.ts';

// docs/api-people.md, "Seed order", steps 4–7: the mocks seed the same rows in the same order, so ids match.
// Names (statuses, sources, groups) are resolved against what the school has; clients by their index.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Looks a name up in what was just stored; a demo referring to a missing name is a defect of the demo data. */
function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data refers to an unknown name: ${name}`);
  return id;
}

async function sourceIds(db: Kysely<Database>, schoolId: number) {
  const rows = await db
    .selectFrom('sources')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function statusIds(db: Kysely<Database>, schoolId: number, type: StatusType) {
  const rows = await db
    .selectFrom('statuses')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('type', '=', type)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function userIdByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

async function seedGroups(trx: Kysely<Database>, schoolId: number): Promise<Map<string, number>> {
  const groups = new Map<string, number>();
  for (const group of demoGroups) {
    const created = await createGroup(trx, schoolId, groupCreateSchema.parse(group));
    groups.set(created.name, created.id);
  }
  return groups;
}

async function seedClients(
  trx: Kysely<Database>,
  schoolId: number,
  groups: Map<string, number>,
  time: SchoolTime,
) {
  const clientIds: number[] = [];
  for (const { groups: names, ...client } of demoClients) {
    const input = parseAt(time, clientCreateSchema, {
      ...client,
      groups: names.map((name) => idOf(groups, name)),
    });
    clientIds.push((await createClient(trx, schoolId, input, time)).id);
  }
  return clientIds;
}

async function seedStudents(
  trx: Kysely<Database>,
  schoolId: number,
  refs: { groups: Map<string, number>; clientIds: number[] },
  time: SchoolTime,
): Promise<void> {
  const statuses = await statusIds(trx, schoolId, 'student');
  // Their subscriptions are sold by the money seed, through the money services.
  for (const { status, groups, clients, subscriptions: _sold, ...student } of demoStudents) {
    const input = parseAt(time, studentCreateSchema, {
      ...student,
      status_id: idOf(statuses, status),
      groups: groups.map((name) => idOf(refs.groups, name)),
      clients: clients.map((link) => ({ ...link, id: refs.clientIds[link.client] })),
    });
    await createStudent(trx, schoolId, input, time);
  }
}

async function seedLeads(
  trx: Kysely<Database>,
  schoolId: number,
  groups: Map<string, number>,
  time: SchoolTime,
) {
  const statuses = await statusIds(trx, schoolId, 'lead');
  const sources = await sourceIds(trx, schoolId);
  const manager = demoStaff.find((staff) => staff.role === 'manager');
  const authors = {
    owner: await userIdByEmail(trx, demoOwner.account.email),
    manager: await userIdByEmail(trx, manager?.email ?? ''),
  };
  const today = time.today;
  for (const lead of demoLeads) {
    const input = parseAt(time, leadCreateSchema, {
      name: lead.name,
      phone: lead.phone,
      trial_date: lead.trial_in_days === null ? null : addDays(today, lead.trial_in_days),
      qualification: lead.qualification,
      source_id: idOf(sources, lead.source),
      status_id: idOf(statuses, lead.status),
      group_id: lead.group === null ? null : idOf(groups, lead.group),
    });
    const createdAt = new Date(time.now.getTime() - lead.created_days_ago * DAY_MS);
    await createLead(
      trx,
      { schoolId, userId: authors[lead.created_by], time: { ...time, now: createdAt } },
      input,
    );
  }
}

/** The demo school's people: groups, clients, students with their passes, leads — in that order. */
export async function seedDemoPeople(
  trx: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
): Promise<void> {
  const groups = await seedGroups(trx, schoolId);
  const clientIds = await seedClients(trx, schoolId, groups, time);
  await seedStudents(trx, schoolId, { groups, clientIds }, time);
  await seedLeads(trx, schoolId, groups, time);
}
