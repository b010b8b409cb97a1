import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  can,
  type SchoolTime,
  serverErrors,
  type User,
  type WaitlistEntry,
  type waitlistJoinSchema,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { findLessonStudent } from '../attendance/service.ts';
import { addStudentToGroup, assertGroupsOf, groupsByMember } from '../groups/service.ts';
import { getLead, setTrial } from '../leads/service.ts';
import { getLesson } from '../lessons/service.ts';
import { bookMakeup, makeupOwner, makeupsOfStudents } from '../makeup-bookings/service.ts';
import { conflictAs, forbiddenAs, invalid, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import { findStudent } from '../students/service.ts';
import { sweepWaitlists } from './offers.ts';
import * as lines from './repository.ts';
import { seatsOf } from './seats.ts';

// A line's places (docs/makeups.md, «Лист ожидания»): joining a full group or lesson, the line in order, leaving it,
// and the answer to an offer — accepted, the person is booked where the seat was; declined, the next is offered.

type Join = z.output<typeof waitlistJoinSchema>;
type Context = { publicUrl: string };

const toEntry = (entry: lines.LiveEntry, position: number): WaitlistEntry => ({
  id: entry.id,
  group_id: entry.group_id,
  lesson_id: entry.lesson_id,
  group_name: entry.group_name,
  lesson_date: entry.lesson_date,
  start_time: entry.start_time,
  student_id: entry.student_id,
  lead_id: entry.lead_id,
  name: entry.student_name ?? entry.lead_name ?? '',
  makeup_id: entry.makeup_id,
  position,
  status: entry.offered_at === null ? 'waiting' : 'offered',
  created_at: entry.created_at,
  offered_at: entry.offered_at,
  offer_expires_at: entry.offer_expires_at,
});

/** A line in order (the first waiting is 1). */
export async function listLine(db: Kysely<Database>, schoolId: number, target: lines.Target) {
  const live = await lines.liveEntries(db, schoolId, target);
  return live.map((entry, index) => toEntry(entry, index + 1));
}

/** The offers open at the school, for the front desk to see and answer for families who call. */
export async function openOffers(db: Kysely<Database>, schoolId: number): Promise<WaitlistEntry[]> {
  const live = await lines.liveEntries(db, schoolId);
  const positions = new Map<string, number>();
  return live.flatMap((entry) => {
    const key = `${entry.group_id}:${entry.lesson_id}`;
    const position = (positions.get(key) ?? 0) + 1;
    positions.set(key, position);
    return entry.offered_at === null ? [] : [toEntry(entry, position)];
  });
}

/** A student's place is kept by whom the permission table lets (a manager keeps only leads'). */
function assertMayKeep(caller: User, person: { student_id: number | null }) {
  if (person.student_id !== null && !can(caller.role, 'waitlist:students'))
    throw forbiddenAs(serverErrors.waitlistStudentsOnly);
}

/** The target is the school's, open and full; the person may wait for it. Refusals in the order they are fixed. */
async function assertJoinable(trx: Kysely<Database>, schoolId: number, input: Join, time: SchoolTime) {
  const studentId = input.student_id ?? null;
  if (studentId !== null && !(isStorableId(studentId) && (await findStudent(trx, schoolId, studentId))))
    throw notFound();
  if (input.lead_id !== undefined) await getLead(trx, schoolId, input.lead_id);
  if (input.group_id !== undefined) {
    if (studentId === null) throw invalid(serverErrors.waitlistLeadGroup);
    await assertGroupsOf(trx, schoolId, 'student', [input.group_id]);
    const groups = (await groupsByMember(trx, 'student', { schoolId, id: studentId })).get(studentId) ?? [];
    if (groups.some((group) => group.id === input.group_id)) throw conflictAs(serverErrors.waitlistInGroup);
    return;
  }
  const lesson = await getLesson(trx, schoolId, input.lesson_id ?? 0);
  if (lesson.is_canceled) throw conflictAs(serverErrors.waitlistLessonClosed);
  if (studentId === null) return;
  if (input.makeup_id === undefined) throw invalid(serverErrors.waitlistStudentLessonNeedsMakeup);
  if ((await makeupOwner(trx, schoolId, input.makeup_id)) !== studentId) throw notFound();
  const [makeup] = await makeupsOfStudents(trx, schoolId, { makeupId: input.makeup_id }, time);
  if (makeup && makeup.status !== 'available')
    throw conflictAs(serverErrors.makeupNotAvailable[makeup.status]);
  if (await findLessonStudent(trx, lesson, studentId)) throw conflictAs(serverErrors.makeupAlreadyOnRoll);
}

/** Joins a full line (a line with a free seat not offered to anyone is refused: book at once instead). */
export async function joinLine(
  trx: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: Join,
  time: SchoolTime,
): Promise<WaitlistEntry> {
  assertMayKeep(caller, { student_id: input.student_id ?? null });
  await assertJoinable(trx, schoolId, input, time);
  const target: lines.Target =
    input.group_id !== undefined ? { group_id: input.group_id } : { lesson_id: input.lesson_id ?? 0 };
  const line = await lines.liveEntries(trx, schoolId, target);
  const same = (entry: lines.LiveEntry) =>
    input.student_id !== undefined ? entry.student_id === input.student_id : entry.lead_id === input.lead_id;
  if (line.some(same)) throw conflictAs(serverErrors.waitlistAlready);
  const seats = await seatsOf(trx, schoolId, target, { now: time.now });
  if (seats === null || seats > 0) throw conflictAs(serverErrors.waitlistNotFull);
  const id = await lines.insertEntry(trx, {
    school_id: schoolId,
    group_id: input.group_id ?? null,
    lesson_id: input.lesson_id ?? null,
    student_id: input.student_id ?? null,
    lead_id: input.lead_id ?? null,
    makeup_id: input.student_id !== undefined ? (input.makeup_id ?? null) : null,
    created_at: time.now.toISOString(),
    created_by: caller.id,
  });
  const after = await lines.liveEntries(trx, schoolId, target);
  const index = after.findIndex((entry) => entry.id === id);
  const entry = after[index];
  if (!entry) throw new Error(`Waitlist entry ${id} vanished right after it was written`);
  return toEntry(entry, index + 1);
}

/**
 * Who answers for a place: a staff member, or the family from the cabinet (null: the cabinet has checked that the
 * place is the family's own).
 */
type Answerer = User | null;

/** A live place the caller may keep (404 for none or another school's). */
async function keptEntry(trx: Kysely<Database>, caller: Answerer, schoolId: number, entryId: number) {
  const entry = isStorableId(entryId) ? await lines.findLiveEntry(trx, schoolId, entryId) : undefined;
  if (!entry) throw notFound();
  if (caller) assertMayKeep(caller, entry);
  return entry;
}

/** Ends a place — left, or its offer declined — and offers the seat it held (if any) to the next at once. */
async function endPlace(
  trx: Kysely<Database>,
  caller: Answerer,
  place: { schoolId: number; entryId: number; reason: 'left' | 'declined' },
  time: SchoolTime,
  context: Context,
): Promise<{ ok: true }> {
  const entry = await keptEntry(trx, caller, place.schoolId, place.entryId);
  if (place.reason === 'declined' && entry.offered_at === null)
    throw conflictAs(serverErrors.waitlistNoOffer);
  await lines.endEntry(trx, entry.id, {
    reason: place.reason,
    at: time.now.toISOString(),
    by: caller?.id ?? null,
  });
  await sweepWaitlists(trx, place.schoolId, time, context);
  return { ok: true };
}

/** Leaves the line (or is taken off it). */
export const leaveLine = (
  trx: Kysely<Database>,
  caller: User,
  schoolId: number,
  entryId: number,
  time: SchoolTime,
  context: Context,
) => endPlace(trx, caller, { schoolId, entryId, reason: 'left' }, time, context);

/** An offer declined: only a place with an offer may decline one. */
export const declineOffer = (
  trx: Kysely<Database>,
  caller: Answerer,
  schoolId: number,
  entryId: number,
  time: SchoolTime,
  context: Context,
) => endPlace(trx, caller, { schoolId, entryId, reason: 'declined' }, time, context);

/**
 * An offer accepted within its window, while the seat is still free (one seat never takes two): a student joins the
 * group, or books the make-up into the lesson; a lead gets the lesson as their trial.
 */
export async function acceptOffer(
  trx: Kysely<Database>,
  caller: Answerer,
  schoolId: number,
  entryId: number,
  time: SchoolTime,
): Promise<{ ok: true }> {
  const entry = await keptEntry(trx, caller, schoolId, entryId);
  if (entry.offered_at === null || entry.offer_expires_at === null)
    throw conflictAs(serverErrors.waitlistNoOffer);
  if (entry.offer_expires_at <= time.now.toISOString()) throw conflictAs(serverErrors.waitlistOfferExpired);
  const target: lines.Target =
    entry.group_id !== null ? { group_id: entry.group_id } : { lesson_id: entry.lesson_id ?? 0 };
  // The seat this offer holds is its own; the offers after it in line wait for it, those before it come first.
  const line = await lines.liveEntries(trx, schoolId, target);
  const after = line.slice(
    Math.max(
      0,
      line.findIndex((other) => other.id === entry.id),
    ),
  );
  const exceptOffers = after.filter((other) => other.offered_at !== null).map((other) => other.id);
  const seats = await seatsOf(trx, schoolId, target, { now: time.now, exceptOffers });
  if (seats !== null && seats <= 0) throw conflictAs(serverErrors.waitlistSeatTaken);
  if (entry.group_id !== null && entry.student_id !== null)
    await addStudentToGroup(trx, entry.student_id, entry.group_id);
  if (entry.lesson_id !== null) {
    const lesson = await getLesson(trx, schoolId, entry.lesson_id);
    if (entry.lead_id !== null)
      await setTrial(trx, entry.lead_id, { trial_group_id: lesson.group_id, trial_date: lesson.lesson_date });
    if (entry.student_id !== null && entry.makeup_id !== null)
      await bookMakeup(
        trx,
        schoolId,
        { makeupId: entry.makeup_id, lessonId: lesson.id, seatHeld: true },
        { userId: caller?.id ?? null, cutoffMinutes: 0 },
        time,
      );
  }
  await lines.endEntry(trx, entry.id, {
    reason: 'accepted',
    at: time.now.toISOString(),
    by: caller?.id ?? null,
  });
  return { ok: true };
}
