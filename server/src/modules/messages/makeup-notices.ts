import type { Kysely } from 'kysely';
import { russianDayOfMonth, type SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { familyContacts } from '../students/service.ts';
import { tell } from './send.ts';
import { namesOf } from './wording.ts';

/** A make-up the daily job found expired unused (makeups' `expireMakeups`). */
export type ExpiredMakeup = { id: number; student_id: number; missed_on: string; expires_on: string };

const dayMonth = (date: string) => russianDayOfMonth(date).dayMonth;

/**
 * Tells each family that a make-up went unused (docs/makeups.md, «Сгорание»): once per make-up, through the school's
 * template, like any reminder — optional, so quiet hours hold it till morning.
 */
export async function tellExpiredMakeups(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
  context: { publicUrl: string },
  expired: readonly ExpiredMakeup[],
): Promise<number> {
  let queued = 0;
  for (const makeup of expired) {
    const contacts = await familyContacts(db, schoolId, [makeup.student_id]);
    queued += await tell(
      db,
      {
        schoolId,
        publicUrl: context.publicUrl,
        kind: 'makeup_expired',
        occasion: `makeup:${makeup.id}`,
        contacts,
        values: (contact) => ({
          ученик: namesOf(contact.students),
          пропуск: dayMonth(makeup.missed_on),
          до: dayMonth(makeup.expires_on),
        }),
      },
      time,
    );
  }
  return queued;
}
