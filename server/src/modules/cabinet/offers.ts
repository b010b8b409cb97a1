import type { Kysely } from 'kysely';
import type { SchoolTime, WaitlistEntry } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../shared/domain-errors.ts';
import type { Family } from './family.ts';

// The family's answer to a waitlist's offer (docs/makeups.md, «Лист ожидания»): the same acceptance and refusal as
// the front desk's, for the offers made to the family's own students only. The waitlists' module is handed in
// (ApiDeps.waitlists): it depends, through the messages, on this one.

type Waitlists = ApiDeps['waitlists'];

/** The offers the school has open to the family's students, deadlines passed or not. */
async function offersOf(db: Kysely<Database>, waitlists: Waitlists, family: Family) {
  const own = new Set(family.students.map((student) => student.id));
  return (await waitlists.openOffers(db, family.schoolId)).filter(
    (entry) => entry.student_id !== null && own.has(entry.student_id),
  );
}

/** The offers open to the family's students (answered or run out, they are gone). */
export async function familyOffers(
  db: Kysely<Database>,
  waitlists: Waitlists,
  family: Family,
  time: SchoolTime,
): Promise<WaitlistEntry[]> {
  const now = time.now.toISOString();
  return (await offersOf(db, waitlists, family)).filter(
    (entry) => entry.offer_expires_at !== null && entry.offer_expires_at > now,
  );
}

/** Accepts or declines an offer made to the family's student (another family's, or none, is not found). */
export function answerFamilyOffer(
  db: Kysely<Database>,
  waitlists: Waitlists,
  family: Family,
  answer: { entryId: number; accept: boolean },
  time: SchoolTime,
): Promise<{ ok: true }> {
  return inTransaction(db, async (trx) => {
    const offers = await offersOf(trx, waitlists, family);
    if (!offers.some((entry) => entry.id === answer.entryId)) throw notFound();
    return waitlists.familyAnswer(trx, { schoolId: family.schoolId, ...answer }, time);
  });
}
