import type { z } from 'zod';
import { CLIENT_PLACEHOLDER_NAME, type clientCreateSchema, type clientUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { checkGroups, removeMemberships, requestedGroups, setGroups } from './memberships';
import { ownRow } from './school-rows';
import { deleteRows, insertRow } from './table';
import type { ClientRow, MockTables } from './tables';

export type NewClient = Omit<z.output<typeof clientCreateSchema>, 'school_id'>;
export type ClientChanges = z.output<typeof clientUpdateSchema>;

/** Clients of a school, newest first (spec: by id descending). */
export function clientsOf(db: MockTables, schoolId: number): ClientRow[] {
  return db.clients.rows.filter((client) => client.school_id === schoolId).sort((a, b) => b.id - a.id);
}

export function createClient(db: MockTables, schoolId: number, input: NewClient): ClientRow {
  const groups = requestedGroups(input) ?? [];
  checkGroups(db, schoolId, 'client', groups);
  const client = insertRow(db.clients, {
    school_id: schoolId,
    name: input.name || CLIENT_PLACEHOLDER_NAME,
    phone: input.phone,
    birthdate: input.birthdate,
    contact: input.contact,
    created_at: mockNow().toISOString(),
  });
  setGroups(db, schoolId, 'client', client.id, groups);
  return client;
}

export function updateClient(
  db: MockTables,
  schoolId: number,
  clientId: number,
  changes: ClientChanges,
): ClientRow {
  const groups = requestedGroups(changes);
  const client = ownRow(db.clients, schoolId, clientId);
  checkGroups(db, schoolId, 'client', groups);
  if (changes.name !== undefined) client.name = changes.name;
  if (changes.phone !== undefined) client.phone = changes.phone;
  if (changes.birthdate !== undefined) client.birthdate = changes.birthdate;
  if (changes.contact !== undefined) client.contact = changes.contact;
  if (groups) setGroups(db, schoolId, 'client', client.id, groups);
  return client;
}

/** The client's links to students go; the students stay. */
export function deleteClient(db: MockTables, client: ClientRow): void {
  removeMemberships(db, 'client', client.id);
  deleteRows(db.student_clients, (row) => row.client_id === client.id);
  deleteRows(db.clients, (row) => row.id === client.id);
}
