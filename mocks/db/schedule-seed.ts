import { demoStyles, demoTimetable, scheduleEntryCreateSchema, styleCreateSchema } from '@/contract';
import { findUserByEmail } from './accounts';
import { createScheduleEntry, createStyle } from './schedule-writes';
import type { MockTables } from './tables';

type Named = { id: number; school_id: number; name: string };

function idByName(rows: readonly Named[], schoolId: number, name: string): number {
  const row = rows.find((candidate) => candidate.school_id === schoolId && candidate.name === name);
  if (!row) throw new Error(`The demo school has no "${name}" to build its timetable from`);
  return row.id;
}

/**
 * Seed step 8 (docs/api-schedule.md), after the people: the demo directions, then the weekly timetable with
 * groups, teachers and directions looked up by name. Lessons are not seeded: opening the schedule generates them.
 */
export function seedDemoSchedule(db: MockTables, schoolId: number): void {
  for (const style of demoStyles) createStyle(db, schoolId, styleCreateSchema.parse(style));
  for (const entry of demoTimetable) {
    const teacher = findUserByEmail(db, entry.teacher_email);
    if (!teacher) throw new Error(`The demo school has no teacher ${entry.teacher_email}`);
    const input = scheduleEntryCreateSchema.parse({
      group_id: idByName(db.groups.rows, schoolId, entry.group),
      weekday: entry.weekday,
      start_time: entry.start_time,
      duration_minutes: entry.duration_minutes,
      teacher_id: teacher.id,
      direction_id: idByName(db.styles.rows, schoolId, entry.direction),
    });
    createScheduleEntry(db, schoolId, input);
  }
}
