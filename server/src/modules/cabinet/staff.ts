import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type CabinetUse,
  type cabinetInviteSchema,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { assertCan } from '../../auth/access.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { clientEmail } from '../clients/service.ts';
import { enqueue, messagesTo } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { studentInvitationAddresses } from '../students/service.ts';
import { invitationEmail } from './emails.ts';

// The staff's side of the cabinet: who uses it (on a client's or student's card) and an invitation by email.

type Person = z.output<typeof cabinetInviteSchema>;

/** The addresses of a client (their own) or a student (their own, else their parents'); 404 outside the school. */
async function addressesOf(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  person: Person,
): Promise<string[]> {
  if (person.client_id !== undefined) {
    // The front desk invites from a student's card; a client's address is for those who see clients.
    assertCan(caller, 'clients:read');
    const client = await clientEmail(db, schoolId, person.client_id);
    if (!client) throw notFound();
    return client.email ? [client.email] : [];
  }
  const student = await studentInvitationAddresses(db, schoolId, person.student_id ?? 0);
  if (!student.found) throw notFound();
  return student.emails;
}

async function cabinetUseOf(db: Kysely<Database>, schoolId: number, emails: string[]): Promise<CabinetUse> {
  if (emails.length === 0)
    return { signed_in_at: null, offer_version: null, personal_data_at: null, invited_at: null };
  const [session, consents, invitations] = await Promise.all([
    db
      .selectFrom('cabinet_sessions')
      .select('created_at')
      .where('school_id', '=', schoolId)
      .where('email', 'in', emails)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('cabinet_consents')
      .select(['kind', 'version', 'accepted_at'])
      .where('school_id', '=', schoolId)
      .where('email', 'in', emails)
      .orderBy('id', 'desc')
      .execute(),
    Promise.all(emails.map((email) => messagesTo(db, 'cabinet_invitation', email))),
  ]);
  const invited = invitations
    .flat()
    .filter((message) => message.occasion.startsWith(`${schoolId}:`))
    .map((message) => message.created_at)
    .sort()
    .at(-1);
  return {
    signed_in_at: session?.created_at ?? null,
    offer_version: consents.find((row) => row.kind === 'offer')?.version ?? null,
    personal_data_at: consents.find((row) => row.kind === 'personal_data')?.accepted_at ?? null,
    invited_at: invited ?? null,
  };
}

export async function cabinetUse(db: Kysely<Database>, caller: User, schoolId: number, person: Person) {
  const emails = await addressesOf(db, caller, schoolId, person);
  return { emails, cabinet: await cabinetUseOf(db, schoolId, emails) };
}

/**
 * «Пригласить в кабинет»: an email to each address with the cabinet's link. One invitation per address and school
 * a day (the outbox's occasion), so a double click — or a second colleague the same day — sends it once.
 */
export function invite(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  person: Person,
  request: { link: string; time: SchoolTime },
) {
  return inTransaction(db, async (trx) => {
    const emails = await addressesOf(trx, caller, schoolId, person);
    if (emails.length === 0) throw conflictAs(serverErrors.cabinetNoEmail);
    const school = await cabinetSchool(trx, schoolId);
    for (const email of emails)
      await enqueue(
        trx,
        {
          ...invitationEmail(email, school.name, request.link),
          school_id: schoolId,
          kind: 'cabinet_invitation',
          occasion: `${schoolId}:${request.time.today}`,
        },
        request.time.now,
      );
    return { emails, cabinet: await cabinetUseOf(trx, schoolId, emails) };
  });
}
