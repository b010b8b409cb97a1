import type { Kysely } from 'kysely';
import type { Makeup, MakeupLesson, MakeupStatus, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { lessonsView, marksView } from '../lessons/service.ts';
import { makeupsView, openBookingsView } from '../makeups/service.ts';
import { isStorableId, toBoolean } from '../shared/sql-values.ts';
import { stylesView } from '../styles/service.ts';
import { subscriptionsView } from '../subscriptions/service.ts';

// A student's make-ups as the front desk and the family read them (docs/makeups.md): each with the lesson missed,
// its expiry and what became of it. The status is read from the facts, never stored.

type MakeupRow = {
  id: number;
  student_id: number;
  subscription_id: number;
  sub_name: string;
  lesson_id: number | null;
  missed_on: string;
  start_time: string | null;
  group_name: string | null;
  style_name: string | null;
  same_style: boolean | number;
  expires_on: string;
  booked_lesson_id: number | null;
  booked_on: string | null;
  booked_start_time: string | null;
  booked_group_name: string | null;
  booked_style_name: string | null;
  guest_mark_id: number | null;
};

/**
 * Booked while it has an open booking, used once the guest is marked there; otherwise available until its last day,
 * expired after it.
 */
function statusOf(row: MakeupRow, today: string): MakeupStatus {
  if (row.booked_lesson_id !== null) return row.guest_mark_id !== null ? 'used' : 'booked';
  return row.expires_on < today ? 'expired' : 'available';
}

function bookingOf(row: MakeupRow): MakeupLesson | null {
  if (row.booked_lesson_id === null || row.booked_on === null) return null;
  return {
    lesson_id: row.booked_lesson_id,
    date: row.booked_on,
    start_time: row.booked_start_time,
    group_name: row.booked_group_name,
    style_name: row.booked_style_name,
  };
}

function missedOf(row: MakeupRow): MakeupLesson {
  return {
    lesson_id: row.lesson_id,
    date: row.missed_on,
    start_time: row.start_time,
    group_name: row.group_name,
    style_name: row.style_name,
  };
}

/** The standing make-ups of some students of the school (or the ones named), the latest missed first. */
export async function makeupsOfStudents(
  db: Kysely<Database>,
  schoolId: number,
  pick: { studentIds: number[] } | { makeupId: number },
  time: SchoolTime,
): Promise<Makeup[]> {
  const ids = 'studentIds' in pick ? pick.studentIds.filter(isStorableId) : [pick.makeupId];
  if (ids.length === 0 || !ids.every(isStorableId)) return [];
  const rows = await db
    .selectFrom(makeupsView(db).as('makeups'))
    .innerJoin(subscriptionsView(db).as('subscriptions'), 'subscriptions.id', 'makeups.subscription_id')
    .leftJoin(lessonsView(db).as('lessons'), 'lessons.id', 'makeups.lesson_id')
    .leftJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'makeups.direction_id')
    .leftJoin(openBookingsView(db).as('bookings'), 'bookings.makeup_id', 'makeups.id')
    .leftJoin(lessonsView(db).as('booked'), 'booked.id', 'bookings.lesson_id')
    .leftJoin(groupsView(db).as('booked_groups'), 'booked_groups.id', 'booked.group_id')
    .leftJoin(stylesView(db).as('booked_styles'), 'booked_styles.id', 'booked.direction_id')
    .leftJoin(marksView(db).as('guest_marks'), (join) =>
      join
        .onRef('guest_marks.lesson_id', '=', 'bookings.lesson_id')
        .onRef('guest_marks.student_id', '=', 'bookings.student_id'),
    )
    .select([
      'makeups.id',
      'makeups.student_id',
      'makeups.subscription_id',
      'subscriptions.sub_name',
      'makeups.lesson_id',
      'makeups.missed_on',
      'lessons.start_time',
      'groups.name as group_name',
      'styles.name as style_name',
      'makeups.same_style',
      'makeups.expires_on',
      'booked.id as booked_lesson_id',
      'booked.lesson_date as booked_on',
      'booked.start_time as booked_start_time',
      'booked_groups.name as booked_group_name',
      'booked_styles.name as booked_style_name',
      'guest_marks.id as guest_mark_id',
    ])
    .where('makeups.school_id', '=', schoolId)
    .where('studentIds' in pick ? 'makeups.student_id' : 'makeups.id', 'in', ids)
    .where('makeups.voided_at', 'is', null)
    .orderBy('makeups.missed_on', 'desc')
    .orderBy('makeups.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    student_id: row.student_id,
    subscription_id: row.subscription_id,
    sub_name: row.sub_name,
    missed: missedOf(row),
    expires_on: row.expires_on,
    same_style: toBoolean(row.same_style),
    status: statusOf(row, time.today),
    booking: bookingOf(row),
  }));
}
