import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { leadsView } from '../leads/service.ts';
import { lessonsView } from '../lessons/service.ts';
import type { FreedSeats } from '../shared/freed-seats.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { studentsView } from '../students/service.ts';
import type { WaitlistEndReason, WaitlistEntryTable } from './tables.ts';

// The lines' own rows. A place in line is live until it ends; the first live ones in joining order are offered seats.

/** The default answer window of an offer, in hours. */
export const DEFAULT_OFFER_HOURS = 12;

export type Target = { group_id: number } | { lesson_id: number };

export type { FreedSeats };

/** The live places of the school — of one line, or all — in line order, with who waits and for what. */
export function liveEntries(db: Kysely<Database>, schoolId: number, target?: Target, freed?: FreedSeats) {
  let query = db
    .selectFrom('waitlist_entries as w')
    .leftJoin(studentsView(db).as('students'), 'students.id', 'w.student_id')
    .leftJoin(leadsView(db).as('leads'), 'leads.id', 'w.lead_id')
    .leftJoin(lessonsView(db).as('lessons'), 'lessons.id', 'w.lesson_id')
    .innerJoin(groupsView(db).as('groups'), (join) =>
      join.on((eb) =>
        eb.or([eb('groups.id', '=', eb.ref('w.group_id')), eb('groups.id', '=', eb.ref('lessons.group_id'))]),
      ),
    )
    .select([
      'w.id',
      'w.group_id',
      'w.lesson_id',
      'groups.name as group_name',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.group_id as lesson_group_id',
      'w.student_id',
      'w.lead_id',
      'students.name as student_name',
      'leads.name as lead_name',
      'leads.email as lead_email',
      'w.makeup_id',
      'w.created_at',
      'w.offered_at',
      'w.offer_expires_at',
    ])
    .where('w.school_id', '=', schoolId)
    .where('w.ended_at', 'is', null)
    // A deleted student's place waits unseen and is offered nothing until they are restored (docs/deletion.md).
    .where((eb) => eb.or([eb('w.student_id', 'is', null), eb('students.id', 'is not', null)]));
  if (target && 'group_id' in target) query = query.where('w.group_id', '=', target.group_id);
  if (target && 'lesson_id' in target) query = query.where('w.lesson_id', '=', target.lesson_id);
  if (freed && 'lesson_id' in freed) query = query.where('w.lesson_id', '=', freed.lesson_id);
  if (freed && 'group_id' in freed)
    query = query.where((eb) =>
      eb.or([eb('w.group_id', '=', freed.group_id), eb('lessons.group_id', '=', freed.group_id)]),
    );
  return query.orderBy('w.created_at').orderBy('w.id').execute();
}

export type LiveEntry = Awaited<ReturnType<typeof liveEntries>>[number];

/** A live place of the school, locked until the write commits; an ended or another school's one is none. */
export function findLiveEntry(db: Kysely<Database>, schoolId: number, id: number) {
  const query = db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('ended_at', 'is', null);
  return lockedOnPostgres(db, query, 'update').executeTakeFirst();
}

/** The open offers of a group's line (those not `exceptOffers`, whose deadline is after `now`): seats they hold. */
export async function heldGroupSeats(
  db: Kysely<Database>,
  groupId: number,
  count: { now: Date; exceptOffers?: readonly number[] },
): Promise<number> {
  let query = db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('group_id', '=', groupId)
    .where('ended_at', 'is', null)
    .where('offered_at', 'is not', null)
    .where('offer_expires_at', '>', count.now.toISOString());
  if (count.exceptOffers?.length) query = query.where('id', 'not in', [...count.exceptOffers]);
  const row = await query.executeTakeFirst();
  return Number(row?.held ?? 0);
}

export async function insertEntry(
  db: Kysely<Database>,
  values: Insertable<WaitlistEntryTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('waitlist_entries')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function offerSeat(
  db: Kysely<Database>,
  id: number,
  at: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ offered_at: at, offer_expires_at: expiresAt })
    .where('id', '=', id)
    .where('offered_at', 'is', null)
    .execute();
}

export async function endEntry(
  db: Kysely<Database>,
  id: number,
  end: { reason: WaitlistEndReason; at: string; by: number | null },
): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ ended_at: end.at, end_reason: end.reason, ended_by: end.by })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** The schools with someone in line: the only ones the host's sweep looks at. */
export async function schoolsWithLines(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('school_id')
    .distinct()
    .where('ended_at', 'is', null)
    .execute();
  return rows.map((row) => row.school_id);
}

export async function offerHours(db: Kysely<Database>, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist_settings')
    .select('offer_hours')
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.offer_hours ?? DEFAULT_OFFER_HOURS;
}

export async function setOfferHours(db: Kysely<Database>, schoolId: number, hours: number): Promise<void> {
  await db
    .insertInto('waitlist_settings')
    .values({ school_id: schoolId, offer_hours: hours })
    .onConflict((conflict) => conflict.column('school_id').doUpdateSet({ offer_hours: hours }))
    .execute();
}
