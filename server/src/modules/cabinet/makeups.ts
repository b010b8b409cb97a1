import type { Kysely } from 'kysely';
import type { Makeup, MakeupOption, SchoolTime } from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import {
  type Booker,
  bookMakeup,
  cancelMakeupBooking,
  makeupOptions,
  makeupOwner,
  makeupsOfStudents,
} from '../makeup-bookings/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { type Family, studentOf } from './family.ts';

// The family's make-ups (docs/makeups.md): the same list, choice of lessons, booking and cancellation as the front
// desk's, for the family's own students only, and no later than the school's cut-off for «не придём».

async function familyBooker(db: Kysely<Database>, family: Family): Promise<Booker> {
  const { cutoff_minutes } = await cabinetSchool(db, family.schoolId);
  return { userId: null, cutoffMinutes: cutoff_minutes };
}

/** A make-up of the family's (another family's or school's is as absent as none). */
async function assertFamilyMakeup(db: Kysely<Database>, family: Family, makeupId: number) {
  studentOf(family, await makeupOwner(db, family.schoolId, makeupId));
}

export function familyMakeups(db: Kysely<Database>, family: Family, time: SchoolTime): Promise<Makeup[]> {
  const studentIds = family.students.map((student) => student.id);
  return makeupsOfStudents(db, family.schoolId, { studentIds }, time);
}

export async function familyMakeupOptions(
  db: Kysely<Database>,
  family: Family,
  makeupId: number,
  time: SchoolTime,
): Promise<MakeupOption[]> {
  await assertFamilyMakeup(db, family, makeupId);
  return makeupOptions(db, family.schoolId, makeupId, await familyBooker(db, family), time);
}

export function bookFamilyMakeup(
  db: Kysely<Database>,
  family: Family,
  request: { makeup_id: number; lesson_id: number },
  time: SchoolTime,
): Promise<Makeup> {
  return inTransaction(db, async (trx) => {
    await assertFamilyMakeup(trx, family, request.makeup_id);
    const booker = await familyBooker(trx, family);
    return bookMakeup(
      trx,
      family.schoolId,
      { makeupId: request.makeup_id, lessonId: request.lesson_id },
      booker,
      time,
    );
  });
}

export function cancelFamilyMakeup(
  db: Kysely<Database>,
  family: Family,
  makeupId: number,
  time: SchoolTime,
): Promise<{ makeup: Makeup; lessonId: number }> {
  return inTransaction(db, async (trx) => {
    await assertFamilyMakeup(trx, family, makeupId);
    return cancelMakeupBooking(trx, family.schoolId, makeupId, await familyBooker(trx, family), time);
  });
}
