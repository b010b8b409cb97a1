import type { Kysely } from 'kysely';
import type { ScheduleEntry } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { stylesView } from '../styles/service.ts';
import { staffProfilesView } from '../users/service.ts';

/** Timetable entries with the names the screen shows: group, teacher (profile full name), direction. */
export function selectScheduleEntries(db: Kysely<Database>) {
  return db
    .selectFrom('schedules')
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'schedules.group_id')
    .leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'schedules.teacher_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'schedules.direction_id')
    .select([
      'schedules.id',
      'schedules.group_id',
      'groups.name as group_name',
      'schedules.weekday',
      'schedules.start_time',
      'schedules.duration_minutes',
      'schedules.school_id',
      'schedules.active_from',
      'schedules.active_to',
      'schedules.teacher_id',
      'user_profiles.full_name as teacher_name',
      'schedules.direction_id',
      'styles.name as direction_name',
    ]);
}

/** The row as the contract's ScheduleEntry, keys in its order (the mocks build the same, byte for byte). */
export function toScheduleEntry(row: ScheduleEntry): ScheduleEntry {
  return {
    id: row.id,
    group_id: row.group_id,
    group_name: row.group_name,
    weekday: row.weekday,
    start_time: row.start_time,
    duration_minutes: row.duration_minutes,
    school_id: row.school_id,
    active_from: row.active_from,
    active_to: row.active_to,
    teacher_id: row.teacher_id,
    teacher_name: row.teacher_name,
    direction_id: row.direction_id,
    direction_name: row.direction_name,
  };
}
