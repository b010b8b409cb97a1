import { expect } from 'vitest';
import {
  ageOn,
  type Client,
  can,
  defaultSources,
  defaultStatuses,
  demoClients,
  demoGroups,
  demoLeads,
  demoStudents,
  type Group,
  type GroupRef,
  groupPalette,
  type Lead,
  type Role,
  type Source,
  type Status,
  type Student,
  type StudentClient,
} from '@/contract';
import { CONTRACT_START } from '../contract-clock';
import { GRACIA_ID, graciaOwner, SALSA_ID, seededUserWithRole } from '../seed-data';

// What docs/api-people.md's seed order promises for the people, written as the answers both sides must give.
// Both seed on the contract clock, so "today" is its day.

export const SEED_TODAY = CONTRACT_START.toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const statusesOf = (schoolId: number, firstId: number): Status[] =>
  defaultStatuses.map((status, index) => ({ id: firstId + index, ...status, school_id: schoolId }));
const sourcesOf = (schoolId: number, firstId: number): Source[] =>
  defaultSources.map((name, index) => ({ id: firstId + index, name, school_id: schoolId }));

/** Registration seeds statuses, then sources: school 1 has statuses 1–6 and sources 1–9, school 2 the next. */
export const graciaStatuses = statusesOf(GRACIA_ID, 1);
export const graciaSources = sourcesOf(GRACIA_ID, 1);
export const salsaStatuses = statusesOf(SALSA_ID, 7);
export const salsaSources = sourcesOf(SALSA_ID, 10);

/** A seeded row by its name: how a case refers to a row the demo seeded. */
export function byName<T extends { name: string }>(rows: T[], name: string): T {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No seeded "${name}"`);
  return row;
}

const statusOf = (name: string, type: Status['type']) =>
  byName(
    graciaStatuses.filter((status) => status.type === type),
    name,
  );

export const graciaGroups: Group[] = demoGroups.map((group, index) => ({
  id: index + 1,
  ...group,
  school_id: GRACIA_ID,
  color: groupPalette[index % groupPalette.length] ?? '',
  charge_absence: true,
  capacity: group.capacity ?? null,
  open_for_trials: group.open_for_trials ?? false,
}));

const groupRefs = (names: string[]): GroupRef[] =>
  names
    .map((name) => byName(graciaGroups, name))
    .sort((a, b) => a.id - b.id)
    .map(({ id, name }) => ({ id, name }));

const created_at = CONTRACT_START.toISOString();

/** Clients 1–16, in `demoClients` order, with the students linked to them. */
export const graciaClients: Client[] = demoClients.map((client, index) => {
  const groups = groupRefs(client.groups);
  const students = demoStudents.flatMap((student, studentIndex) =>
    student.clients
      .filter((link) => link.client === index)
      .map(({ relation, is_payer }) => ({ id: studentIndex + 1, name: student.name, relation, is_payer })),
  );
  return {
    id: index + 1,
    name: client.name,
    phone: client.phone,
    birthdate: client.birthdate,
    age: ageOn(client.birthdate, SEED_TODAY),
    contact: client.contact,
    email: client.email ?? null,
    created_at,
    school_id: GRACIA_ID,
    group_id: groups[0]?.id ?? null,
    groups,
    students,
  };
});

let subscriptionId = 0;

/** Students 1–33, in `demoStudents` order; their passes are numbered in the same walk. */
export const graciaStudents: Student[] = demoStudents.map((student, index) => {
  const groups = groupRefs(student.groups);
  const status = statusOf(student.status, 'student');
  const clients = student.clients
    .map(({ client, relation, is_payer }) => {
      const { id, name: client_name, phone, contact } = graciaClients[client] as Client;
      return { id, client_name, phone, contact, relation, is_payer };
    })
    .sort((a, b) => a.id - b.id);
  const subscriptions = student.subscriptions.map((pass) => {
    subscriptionId += 1;
    const issued_at = shiftDate(SEED_TODAY, pass.issued_in_days);
    return {
      id: subscriptionId,
      sub_name: pass.sub_name,
      issued_at,
      expires_at: shiftDate(issued_at, pass.valid_days - 1),
      canceled_on: null,
      remaining_visits: pass.remaining_visits,
    };
  });
  return {
    id: index + 1,
    name: student.name,
    birthdate: student.birthdate,
    age: ageOn(student.birthdate, SEED_TODAY),
    created_at,
    skill_level: student.skill_level,
    contact: student.contact,
    email: student.email ?? null,
    status_id: status.id,
    status_name: status.name,
    school_id: GRACIA_ID,
    group_id: groups[0]?.id ?? null,
    groups,
    clients,
    subscriptions,
  };
});

const authors = {
  owner: graciaOwner.profile.full_name,
  manager: seededUserWithRole('manager').profile.full_name,
};

/** Leads 1–26, in `demoLeads` order. */
export const graciaLeads: Lead[] = demoLeads.map((lead, index) => {
  const source = byName(graciaSources, lead.source);
  const status = statusOf(lead.status, 'lead');
  const groups = groupRefs(lead.group === null ? [] : [lead.group]);
  return {
    id: index + 1,
    name: lead.name,
    phone: lead.phone,
    trial_date: lead.trial_in_days === null ? null : shiftDate(SEED_TODAY, lead.trial_in_days),
    qualification: lead.qualification,
    created_at: new Date(CONTRACT_START.getTime() - lead.created_days_ago * DAY_MS).toISOString(),
    converted_to_client_at: null,
    source_id: source.id,
    source_name: source.name,
    status_id: status.id,
    status_name: status.name,
    created_by: authors[lead.created_by],
    school_id: GRACIA_ID,
    group_id: groups[0]?.id ?? null,
    groups,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  };
});

/** The palette colour a new group takes when the school already has `groupsBefore` groups. */
export const nextGroupColour = (groupsBefore: number): string =>
  groupPalette[groupsBefore % groupPalette.length] ?? '';

/** A seeded group as rows name it: `{ id, name }`. */
export function groupRef(name: string): GroupRef {
  const { id } = byName(graciaGroups, name);
  return { id, name };
}

/** Rows in id order, as answers list a row's groups and links. */
export const inIdOrder = <T extends { id: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

/** Lists answer newest first. */
export const newestFirst = <T extends { id: number }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => b.id - a.id);

/** An instant as both sides write it (ISO 8601 UTC), for rows created during a case. */
export const anInstant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);

/**
 * A student as a role reads them (docs/api-people.md, «Что видно о ученике»): passes only with the money read,
 * parents only with the clients read, null otherwise.
 */
export function studentAs(role: Role, student: Student): Student {
  return {
    ...student,
    clients: can(role, 'clients:read') ? student.clients : null,
    subscriptions: can(role, 'subscriptions:read') ? student.subscriptions : null,
  };
}

/** A client as linked inside a student's answer, taken from the seeded client of that name. */
export function clientLink(clientName: string, relation: string, is_payer: boolean): StudentClient {
  const { id, name: client_name, phone, contact } = byName(graciaClients, clientName);
  return { id, client_name, phone, contact, relation, is_payer };
}
