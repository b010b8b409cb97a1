import type { Kysely } from 'kysely';
import { russianDayOfMonth, type SchoolTime, wallTimeIn } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { getLesson } from '../lessons/service.ts';
import { type Contact, tell } from '../messages/service.ts';
import { familyContacts } from '../students/service.ts';
import * as lines from './repository.ts';
import { seatsOf } from './seats.ts';

// Offers (docs/makeups.md, «Лист ожидания»): whenever seats are free in a line — someone left the group, said they
// will not come, the capacity grew, an offer was declined or ran out — the first in line get one each, with the
// school's window to answer, and are told. Run by the host's sweep and after a place is left or declined, always
// in the school's one writer: two sweeps never offer one seat twice.

const HOUR = 60 * 60 * 1000;

const keyOf = (entry: lines.LiveEntry) =>
  entry.group_id !== null ? `g${entry.group_id}` : `l${entry.lesson_id ?? 0}`;
const targetOf = (entry: lines.LiveEntry): lines.Target =>
  entry.group_id !== null ? { group_id: entry.group_id } : { lesson_id: entry.lesson_id ?? 0 };

/** «в группу «…»» or «на занятие группы «…» 5 марта в 18:00»: where the seat is, for the message. */
function placeOf(entry: lines.LiveEntry): string {
  if (entry.lesson_date === null || entry.start_time === null) return `в группу «${entry.group_name}»`;
  return `на занятие группы «${entry.group_name}» ${russianDayOfMonth(entry.lesson_date).dayMonth} в ${entry.start_time}`;
}

async function tellOffer(
  trx: Kysely<Database>,
  schoolId: number,
  entry: lines.LiveEntry,
  deadline: Date,
  time: SchoolTime,
  publicUrl: string,
) {
  const due = wallTimeIn(time.zone, deadline);
  const values = {
    кто: entry.student_name ?? entry.lead_name ?? '',
    куда: placeOf(entry),
    до: `${russianDayOfMonth(due.date).dayMonth} в ${due.time}`,
  };
  const contacts: Contact[] =
    entry.student_id !== null
      ? await familyContacts(trx, schoolId, [entry.student_id])
      : entry.lead_email
        ? [{ email: entry.lead_email, name: entry.lead_name ?? '', lead_id: entry.lead_id }]
        : [];
  await tell(
    trx,
    {
      schoolId,
      publicUrl,
      kind: 'waitlist_offer',
      occasion: `waitlist:${entry.id}`,
      contacts,
      values: () => values,
      // The answer window runs from now: the offer does not wait for the quiet hours to end.
      urgent: true,
    },
    time,
  );
}

/** Whether a lesson's line is still open: the lesson held and not begun. */
async function lessonOpen(trx: Kysely<Database>, schoolId: number, lessonId: number, time: SchoolTime) {
  const lesson = await getLesson(trx, schoolId, lessonId);
  const start = `${lesson.lesson_date}T${lesson.start_time}`;
  const wall = wallTimeIn(time.zone, time.now);
  return !lesson.is_canceled && `${wall.date}T${wall.time}` < start;
}

/**
 * One pass over the school's lines (or only those where seats just freed, `freed`: the write that freed them makes
 * the offers at once, the host's sweep is the safety net): offers whose window is over end as expired, lines of lessons cancelled or
 * begun close, and each line's free seats — less the offers still open — go to the first waiting. Answers how
 * many places changed; none when nothing was due, so a sweep with nothing to do writes nothing.
 */
export async function sweepWaitlists(
  trx: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
  context: { publicUrl: string },
  freed?: lines.FreedSeats,
): Promise<number> {
  const now = time.now.toISOString();
  const end = (id: number, reason: 'expired' | 'closed') =>
    lines.endEntry(trx, id, { reason, at: now, by: null });
  let changed = 0;
  const byLine = new Map<string, lines.LiveEntry[]>();
  for (const entry of await lines.liveEntries(trx, schoolId, undefined, freed)) {
    if (entry.offer_expires_at !== null && entry.offer_expires_at <= now) {
      await end(entry.id, 'expired');
      changed += 1;
      continue;
    }
    byLine.set(keyOf(entry), [...(byLine.get(keyOf(entry)) ?? []), entry]);
  }
  const hours = await lines.offerHours(trx, schoolId);
  for (const line of byLine.values()) {
    const [first] = line;
    if (!first) continue;
    if (first.lesson_id !== null && !(await lessonOpen(trx, schoolId, first.lesson_id, time))) {
      for (const entry of line) await end(entry.id, 'closed');
      changed += line.length;
      continue;
    }
    // The seats no open offer holds: each goes to the next one waiting.
    const seats = await seatsOf(trx, schoolId, targetOf(first), { now: time.now });
    const waiting = line.filter((entry) => entry.offered_at === null);
    const free = seats === null ? waiting.length : seats;
    for (const entry of waiting.slice(0, free)) {
      const deadline = new Date(time.now.getTime() + hours * HOUR);
      await lines.offerSeat(trx, entry.id, now, deadline.toISOString());
      await tellOffer(trx, schoolId, entry, deadline, time, context.publicUrl);
      changed += 1;
    }
  }
  return changed;
}
