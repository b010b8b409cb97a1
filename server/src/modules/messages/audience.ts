import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MessageRecipient, messageAudienceSchema } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { clientContacts } from '../clients/service.ts';
import { getGroup, studentGroupsView } from '../groups/service.ts';
import { optouts } from '../outbox/service.ts';
import { invalid } from '../shared/domain-errors.ts';
import { type FamilyContact, familyContacts, findStudent } from '../students/service.ts';
import { chatsOf } from '../telegram/service.ts';

// Whom a staff member's message reaches: a group's families, or the students or clients chosen in a table. Each
// student without any address is listed too, so the sender sees who will not get it.

type Audience = z.output<typeof messageAudienceSchema>;

export type AudienceContacts = {
  contacts: FamilyContact[];
  unreachable: { name: string; student_id: number | null; client_id: number | null }[];
};

async function studentIdsOf(db: Kysely<Database>, schoolId: number, audience: Audience): Promise<number[]> {
  if (audience.group_id !== undefined) {
    await getGroup(db, schoolId, audience.group_id);
    const rows = await studentGroupsView(db)
      .where('student_groups.group_id', '=', audience.group_id)
      .execute();
    return rows.map((row) => Number(row.student_id));
  }
  const ids = [...new Set(audience.student_ids ?? [])];
  for (const id of ids)
    if (!(await findStudent(db, schoolId, id))) throw invalid('Среди выбранных есть ученик не этой школы');
  return ids;
}

export async function audienceContacts(
  db: Kysely<Database>,
  schoolId: number,
  audience: Audience,
): Promise<AudienceContacts> {
  if (audience.client_ids?.length) {
    const ids = [...new Set(audience.client_ids)];
    const clients = await clientContacts(db, schoolId, ids);
    if (clients.length !== ids.length) throw invalid('Среди выбранных есть клиент не этой школы');
    return {
      contacts: clients.flatMap((client) =>
        client.email
          ? [{ email: client.email, name: client.name, client_id: client.id, student_id: null, students: [] }]
          : [],
      ),
      unreachable: clients
        .filter((client) => !client.email)
        .map((client) => ({ name: client.name, client_id: client.id, student_id: null })),
    };
  }
  const studentIds = await studentIdsOf(db, schoolId, audience);
  const contacts = await familyContacts(db, schoolId, studentIds);
  const reached = new Set(contacts.flatMap((contact) => contact.students.map((student) => student.id)));
  const unreachable = [];
  for (const id of studentIds)
    if (!reached.has(id)) {
      const student = await findStudent(db, schoolId, id);
      if (student) unreachable.push({ name: student.name, student_id: id, client_id: null });
    }
  return { contacts, unreachable };
}

/** The recipients as the sender sees them before sending: address, linked chat, an address that will not be used. */
export async function audienceRecipients(
  db: Kysely<Database>,
  schoolId: number,
  audience: Audience,
): Promise<MessageRecipient[]> {
  const { contacts, unreachable } = await audienceContacts(db, schoolId, audience);
  const emails = contacts.map((contact) => contact.email);
  const [chats, blocked] = await Promise.all([
    chatsOf(db, schoolId, emails),
    optouts(db, schoolId, 'email', emails),
  ]);
  const linked = new Set(chats.map((chat) => chat.email));
  return [
    ...contacts.map((contact) => ({
      name:
        contact.students.length > 0 && contact.client_id !== null
          ? `${contact.name} (${contact.students.map((s) => s.name).join(', ')})`
          : contact.name,
      client_id: contact.client_id,
      student_id: contact.student_id,
      email: contact.email,
      telegram: linked.has(contact.email),
      email_blocked: blocked.has(contact.email),
    })),
    ...unreachable.map((person) => ({ ...person, email: null, telegram: false, email_blocked: false })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
