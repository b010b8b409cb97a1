import { type Kysely, sql } from 'kysely';
import { actorScope } from '../../server/src/db/history-actor.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { Database } from '../../server/src/db/schema.ts';
import type { SchoolWriter } from '../../server/src/db/school-writer.ts';
import { dailyJobs, runDailyJobs } from '../../server/src/jobs/daily-jobs.ts';
import { markAttendance } from '../../server/src/modules/attendance/service.ts';
import { sellSubscription } from '../../server/src/modules/sales/service.ts';
import { generateLessons } from '../../server/src/modules/schedules/service.ts';
import { addDays } from '../../server/src/modules/shared/local-date.ts';
import { findUserById } from '../../server/src/modules/users/service.ts';
import { ensureAdmin } from '../../server/src/seed/ensure-admin.ts';
import { seedDemo } from '../../server/src/seed/seed-demo.ts';
import { DEFAULT_TIME_ZONE, demoAdmin, instantIn, schoolTime, type User } from '../../src/contract/index.ts';

// The school the scale bench copies: the demo school (school 1) seeded a year ago, then a year of its days lived
// through the services — the timetable's lessons generated month by month, every student sold a pass on the first
// of each month and paying for it, and each lesson's roll marked (about one in seven absent). As the demo seed,
// none of it is recorded in the history of changes: it is where the school starts.

export const TEMPLATE_SCHOOL = 1;
const DAYS = 365;
const PASS = 'Абонемент 8 занятий';
const METHODS = ['card', 'cash', 'transfer', 'online'] as const;
/** Students' writes at once: each locks its own student's account, so they never wait on each other. */
const AT_ONCE = 8;

/** Runs `work` on every item, `AT_ONCE` at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** The instant of a school day at a wall time of the demo's zone. */
const at = (day: string, time: string) => instantIn(DEFAULT_TIME_ZONE, day, time);

async function sellMonth(db: Kysely<Database>, owner: User, day: string, month: number) {
  const template = await db
    .selectFrom('subscription_templates')
    .select(['id', 'price'])
    .where('school_id', '=', TEMPLATE_SCHOOL)
    .where('name', '=', PASS)
    .executeTakeFirstOrThrow();
  const students = await db
    .selectFrom('students')
    .innerJoin('student_groups', 'student_groups.student_id', 'students.id')
    .select('students.id')
    .distinct()
    .where('students.school_id', '=', TEMPLATE_SCHOOL)
    .orderBy('students.id')
    .execute();
  const time = schoolTime(DEFAULT_TIME_ZONE, at(day, '10:00'));
  await inParallel(students, async (student, index) => {
    const method = METHODS[(index + month) % METHODS.length] ?? 'cash';
    await sellSubscription(
      db,
      owner,
      TEMPLATE_SCHOOL,
      {
        student_id: student.id,
        template_id: template.id,
        issued_at: day,
        payment: { amount: template.price, method, client_id: null },
      },
      time,
    );
  });
}

/** Marks the day's lessons: everyone on the roll, about one in seven absent. Returns the marks made. */
async function markDay(db: Kysely<Database>, owner: User, day: string): Promise<number> {
  const roll = await db
    .selectFrom('lessons')
    .innerJoin('student_groups', 'student_groups.group_id', 'lessons.group_id')
    .select(['lessons.id as lesson_id', 'student_groups.student_id'])
    .where('lessons.school_id', '=', TEMPLATE_SCHOOL)
    .where('lessons.lesson_date', '=', day)
    .where('lessons.is_canceled', '=', sql<boolean>`false`)
    .orderBy('lessons.id')
    .orderBy('student_groups.student_id')
    .execute();
  const time = schoolTime(DEFAULT_TIME_ZONE, at(day, '21:00'));
  // A student on two rolls the same day is marked twice at once: their account's lock puts the marks in turn.
  await inParallel(roll, ({ lesson_id, student_id }) => {
    const mark = (lesson_id * 31 + student_id * 17) % 7 === 0 ? 'absent' : 'present';
    return markAttendance(db, owner, TEMPLATE_SCHOOL, { lesson_id, student_id, mark }, time);
  });
  return roll.length;
}

/**
 * Builds the template on an empty, migrated-here database: the admin, the demo seeded a year before `now`, the
 * year's days, then today's daily jobs (all marked done, so the servers under test do not start with them), and
 * the messages of the year marked sent. Returns what it made, for the bench to print.
 */
export async function buildYearSchool(db: Kysely<Database>, writer: SchoolWriter, now: Date) {
  await migrateToLatest(db);
  const today = schoolTime(DEFAULT_TIME_ZONE, now).today;
  const first = addDays(today, -DAYS);
  await ensureAdmin(db, demoAdmin, at(first, '09:00'));
  await seedDemo(db, at(first, '09:00'));
  const owner = await findUserById(db, 2);
  if (!owner || owner.school_id !== TEMPLATE_SCHOOL) throw new Error('The demo owner is not user 2');
  let marks = 0;
  await actorScope().run('off', async () => {
    let month = 0;
    for (let day = first; day < today; day = addDays(day, 1)) {
      if (day.endsWith('-01') || day === first) {
        const time = schoolTime(DEFAULT_TIME_ZONE, at(day, '08:00'));
        await generateLessons(db, { schoolId: TEMPLATE_SCHOOL }, time);
        await sellMonth(db, owner, day, month);
        month += 1;
      }
      marks += await markDay(db, owner, day);
    }
  });
  await runDailyJobs(db, writer, now, { publicUrl: 'http://localhost' });
  for (const job of dailyJobs)
    await db
      .insertInto('school_jobs')
      .values({ school_id: TEMPLATE_SCHOOL, job: job.name, done_on: today })
      .onConflict((conflict) => conflict.columns(['school_id', 'job']).doUpdateSet({ done_on: today }))
      .execute();
  await db
    .updateTable('outbox')
    .set({ sent_at: now.toISOString() })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  return { marks, today };
}
