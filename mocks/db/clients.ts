import type { z } from 'zod';
import { CLIENT_PLACEHOLDER_NAME, type clientCreateSchema, type clientUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { removeMemberships, requestedGroups, setGroups } from './memberships';
import { deleteRows, insertRow } from './table';
import type { ClientRow, MockTables } from './tables';

export type NewClient = Omit<z.output<typeof clientCreateSchema>, 'school_id'>;
export type ClientChanges = z.output<typeof clientUpdateSchema>;

/** Clients of a school, newest first (spec: by id descending). */
export function clientsOf(db: MockTables, schoolId: number): ClientRow[] {
  return db.clients.rows.filter((client) => client.school_id === schoolId).sort((a, b) => b.id - a.id);
}

export function createClient(db: MockTables, schoolId: number, input: NewClient): ClientRow {
  const groups = requestedGroups(db, schoolId, 'client', input) ?? [];
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

export function updateClient(db: MockTables, client: ClientRow, changes: ClientChanges): void {
  const groups = requestedGroups(db, client.school_id, 'client', changes);
  if (changes.name !== undefined) client.name = changes.name;
  if (changes.phone !== undefined) client.phone = changes.phone;
  if (changes.birthdate !== undefined) client.birthdate = changes.birthdate;
  if (changes.contact !== undefined) client.contact = changes.contact;
  if (groups) setGroups(db, client.school_id, 'client', client.id, groups);
}

/** The client's links to students go; the students stay. */
export function deleteClient(db: MockTables, client: ClientRow): void {
  removeMemberships(db, 'client', client.id);
  deleteRows(db.student_clients, (row) => row.client_id === client.id);
  deleteRows(db.clients, (row) => row.id === client.id);
}
