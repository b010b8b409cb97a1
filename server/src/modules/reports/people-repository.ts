import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// The names and memberships the reports put beside their figures.

export function studentGroups(db: Kysely<Database>, schoolId: number, groupId?: number | null) {
  let query = db
    .selectFrom('groups')
    .leftJoin('student_groups', 'student_groups.group_id', 'groups.id')
    .select([
      'groups.id',
      'groups.name',
      'groups.capacity',
      (eb) => eb.fn.count<number>('student_groups.student_id').as('students'),
    ])
    .where('groups.school_id', '=', schoolId)
    .where('groups.entity_type', '=', 'student');
  if (groupId) query = query.where('groups.id', '=', groupId);
  return query
    .groupBy(['groups.id', 'groups.name', 'groups.capacity'])
    .orderBy('groups.name')
    .orderBy('groups.id')
    .execute();
}

export function groupNames(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('groups').select(['id', 'name']).where('school_id', '=', schoolId).execute();
}

export function studentNames(db: Kysely<Database>, schoolId: number) {
  return db.selectFrom('students').select(['id', 'name']).where('school_id', '=', schoolId).execute();
}

/** Each student's last day marked present, up to `today`. */
export async function lastVisits(db: Kysely<Database>, schoolId: number, today: string) {
  const rows = await db
    .selectFrom('attendance')
    .innerJoin('lessons', 'lessons.id', 'attendance.lesson_id')
    .select(['attendance.student_id', (eb) => eb.fn.max('lessons.lesson_date').as('last_visit')])
    .where('attendance.school_id', '=', schoolId)
    // The school's lessons only, as the join already implies: with the lessons of every school to choose from, the
    // planner scanned all of them (70 ms with 1 000 schools) rather than look up the school's.
    .where('lessons.school_id', '=', schoolId)
    .where('attendance.is_present', '=', toSqlBoolean(true))
    .where('lessons.is_canceled', '=', toSqlBoolean(false))
    .where('lessons.lesson_date', '<=', today)
    .groupBy('attendance.student_id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, String(row.last_visit)]));
}

export function groupMembers(db: Kysely<Database>, groupId: number) {
  return db.selectFrom('student_groups').select('student_id').where('group_id', '=', groupId).execute();
}
