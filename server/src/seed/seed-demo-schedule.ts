import type { Kysely } from 'kysely';
import {
  demoScheduleEntries,
  demoStyles,
  type SchoolTime,
  scheduleEntryCreateSchema,
  styleCreateSchema,
} from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { createScheduleEntry } from '../modules/schedules/service.ts';
import { createStyle } from '../modules/styles/service.ts';

// docs/api-schedule.md, "Seed", step 8: directions, then the weekly timetable, in the demo's order, so ids match
// the mocks. Lessons are not seeded: opening the schedule generates them.

function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo timetable refers to an unknown name: ${name}`);
  return id;
}

/** Student groups by name and users by email: what the timetable refers to, as the people step left it. */
async function references(db: Kysely<Database>, schoolId: number) {
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('entity_type', '=', 'student')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('school_id', '=', schoolId)
    .execute();
  return {
    groups: new Map(groups.map((group) => [group.name, group.id])),
    users: new Map(users.map((user) => [user.email, user.id])),
  };
}

/** Runs after `seedDemoPeople`, whose student groups the timetable names. */
export async function seedDemoSchedule(
  trx: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
): Promise<void> {
  const styles = new Map<string, number>();
  for (const style of demoStyles) {
    const stored = await createStyle(trx, schoolId, styleCreateSchema.parse(style));
    styles.set(stored.name, stored.id);
  }
  const { groups, users } = await references(trx, schoolId);
  for (const entry of demoScheduleEntries) {
    const input = scheduleEntryCreateSchema.parse({
      group_id: idOf(groups, entry.group),
      weekday: entry.weekday,
      start_time: entry.start_time,
      duration_minutes: entry.duration_minutes,
      teacher_id: idOf(users, entry.teacher_email),
      direction_id: idOf(styles, entry.direction),
    });
    await createScheduleEntry(trx, schoolId, input, time);
  }
}
