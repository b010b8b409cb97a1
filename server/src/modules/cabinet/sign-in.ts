import type { Kysely } from 'kysely';
import type { CabinetSignInAnswer } from '../../../../src/contract/index.ts';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { createCabinetSession } from '../../auth/cabinet-sessions.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { clientsByEmail } from '../clients/service.ts';
import { enqueue } from '../outbox/service.ts';
import { schoolCards } from '../schools/service.ts';
import { unauthenticatedAs } from '../shared/domain-errors.ts';
import { studentsByEmail } from '../students/service.ts';
import { checkCode, consumeCode, issueCode } from './codes.ts';
import { codeEmail } from './emails.ts';

/** The schools where an address signs someone in, with their names (to pick one when there are several). */
async function schoolsOf(db: Kysely<Database>, email: string) {
  const [clients, students] = await Promise.all([clientsByEmail(db, email), studentsByEmail(db, email)]);
  const ids = [...new Set([...clients, ...students].map((person) => person.school_id))];
  if (ids.length === 0) return [];
  return schoolCards(db, ids);
}

/**
 * Asks for a code: a known address gets one by email (queued in the same transaction as the code, sent by the
 * outbox) and in the chats it linked with a school's bot (`inChats`, the notices' — handed in, as telegram depends on
 * this module); an unknown one gets nothing. Both answer alike, so nobody learns who is a client.
 */
export async function requestCode(
  db: Kysely<Database>,
  request: { email: string; ip: string },
  now: Date,
  inChats: ApiDeps['notices']['signInCode'],
): Promise<void> {
  const schools = await schoolsOf(db, request.email);
  const known = schools.length > 0;
  await inTransaction(db, async (trx) => {
    const issued = await issueCode(trx, { ...request, known }, now);
    if (issued)
      await enqueue(
        trx,
        {
          ...codeEmail(request.email, issued.code),
          school_id: null,
          kind: 'cabinet_code',
          occasion: String(issued.id),
        },
        now,
      );
    if (issued) {
      const schoolIds = schools.map((school) => Number(school.id));
      await inChats(
        trx,
        { email: request.email, code: issued.code, occasion: String(issued.id), schoolIds },
        now,
      );
    }
  });
}

/**
 * Signs in with a code. An address known in one school signs in there; in several, the first answer lists them
 * (the code stays good) and the next names one. Answers the new session's token, or the schools to pick from.
 */
export async function signIn(
  db: Kysely<Database>,
  request: { email: string; code: string; school_id?: number; device: string },
  now: Date,
): Promise<{ token: string | null; answer: CabinetSignInAnswer }> {
  const codeId = await checkCode(db, request.email, request.code, now);
  const schools = await schoolsOf(db, request.email);
  const chosen =
    request.school_id !== undefined
      ? schools.find((school) => school.id === request.school_id)
      : schools.length === 1
        ? schools[0]
        : undefined;
  if (!chosen) {
    // A school not among the address's is refused like a wrong code would be: nothing about other schools leaks.
    if (request.school_id !== undefined || schools.length === 0)
      throw unauthenticatedAs(serverErrors.cabinetCodeExpired);
    return {
      token: null,
      answer: {
        signed_in: false,
        schools: schools.map(({ id, name, city }) => ({ id: Number(id), name, city })),
      },
    };
  }
  await consumeCode(db, codeId, now);
  const token = await createCabinetSession(
    db,
    { schoolId: Number(chosen.id), email: request.email, device: request.device },
    now,
  );
  return { token, answer: { signed_in: true, schools: [] } };
}

/** «Chrome, Android»: enough to tell a parent's devices apart in the list of sessions. */
export function deviceOf(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser =
    [
      ['Яндекс Браузер', /YaBrowser/],
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? 'Браузер';
  const system =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? null;
  return system ? `${browser}, ${system}` : String(browser);
}
