import type { Kysely } from 'kysely';
import type { Makeup, MakeupLesson, MakeupStatus, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { lessonsView } from '../lessons/service.ts';
import { makeupsView } from '../makeups/service.ts';
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
};

/** Available until its last day, expired after it. */
function statusOf(row: MakeupRow, today: string): MakeupStatus {
  return row.expires_on < today ? 'expired' : 'available';
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

/** The standing make-ups of some students of the school, the latest missed first. */
export async function makeupsOfStudents(
  db: Kysely<Database>,
  schoolId: number,
  studentIds: number[],
  time: SchoolTime,
): Promise<Makeup[]> {
  const ids = studentIds.filter(isStorableId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(makeupsView(db).as('makeups'))
    .innerJoin(subscriptionsView(db).as('subscriptions'), 'subscriptions.id', 'makeups.subscription_id')
    .leftJoin(lessonsView(db).as('lessons'), 'lessons.id', 'makeups.lesson_id')
    .leftJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'makeups.direction_id')
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
    ])
    .where('makeups.school_id', '=', schoolId)
    .where('makeups.student_id', 'in', ids)
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
    booking: null,
  }));
}
