import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.ts';

// Rows of the schedule written straight into its tables: the people tests only need a group to be in use.

export async function putGroupInTimetable(
  db: Kysely<Database>,
  schoolId: number,
  groupId: number,
): Promise<void> {
  await db
    .insertInto('schedules')
    .values({
      school_id: schoolId,
      group_id: groupId,
      weekday: 2,
      start_time: '18:00',
      duration_minutes: 60,
      teacher_id: null,
      direction_id: null,
      active_from: null,
      active_to: null,
    })
    .execute();
}

/** A past one-off lesson: even history keeps the group in use. */
export async function putGroupInLesson(
  db: Kysely<Database>,
  schoolId: number,
  groupId: number,
): Promise<void> {
  await db
    .insertInto('lessons')
    .values({
      school_id: schoolId,
      group_id: groupId,
      schedule_id: null,
      lesson_date: '2026-02-20',
      start_time: '18:00',
      duration_minutes: 60,
      teacher_id: null,
      direction_id: null,
      is_canceled: 0,
      is_manual: 1,
      created_at: '2026-02-01T10:00:00.000Z',
    })
    .execute();
}
