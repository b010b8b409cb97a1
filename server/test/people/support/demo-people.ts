import { demoClients, demoGroups, demoLeads, demoStudents } from '../../../../src/contract/index.ts';

// The demo people as docs/api-people.md numbers them (seed steps 2–7), on the test clock's first day.

export const SEED_NOW = '2026-03-02T09:00:00.000Z';
export const TODAY = '2026-03-02';

export const OWNER_NAME = 'Савельева Ирина Андреевна';
export const MANAGER_NAME = 'Гарипова Алсу Ринатовна';

/** Ids of school 1's dictionaries: statuses 1–6 (lead 1–4, student 5–6), sources 1–9. */
export const statusIds = {
  new: 1,
  inProgress: 2,
  trialBooked: 3,
  client: 4,
  active: 5,
  archived: 6,
} as const;
export const sourceIds = { instagram: 1, vk: 2, telegram: 3, site: 4, referral: 5, gis: 6 } as const;

/** School 2 registered after school 1: statuses 7–12 (lead 7–10, student 11–12), sources 10–18. */
export const otherSchool = { leadStatus: 7, studentStatus: 11, source: 10 } as const;

/** Groups 1–9 in `demoGroups` order: lead 1–2, student 3–7, client 8–9. */
export const groupIds = {
  trialSaturday: 1,
  callBack: 2,
  hipHop: 3,
  jazzFunk: 4,
  contemporary: 5,
  bachata: 6,
  stretching: 7,
  youngerParents: 8,
  adultStudents: 9,
} as const;

export const groupRef = (id: number) => {
  const group = demoGroups[id - 1];
  if (!group) throw new Error(`No demo group ${id}`);
  return { id, name: group.name };
};

function idByName(rows: { name: string }[], name: string): number {
  const index = rows.findIndex((row) => row.name === name);
  if (index < 0) throw new Error(`No demo row "${name}"`);
  return index + 1;
}

/** A demo student's id, by name: students are numbered in `demoStudents` order. */
export const demoStudentId = (name: string): number => idByName(demoStudents, name);
/** A demo client's id, by name: clients are numbered in `demoClients` order. */
export const demoClientId = (name: string): number => idByName(demoClients, name);

export const seededCounts = {
  leads: demoLeads.length,
  students: demoStudents.length,
  clients: demoClients.length,
  groups: demoGroups.length,
} as const;
