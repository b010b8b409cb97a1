import { type Kysely, sql } from 'kysely';
import { type SchoolTime, schoolTime, wallTimeIn } from '../../../src/contract/index.ts';
import { actorScope } from '../db/history-actor.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolWriter } from '../db/school-writer.ts';
import { purgeDeletedClients } from '../modules/clients/service.ts';
import { expireMakeups } from '../modules/makeups/service.ts';
import { reminderHours, tellExpiredMakeups, writeReminders } from '../modules/messages/service.ts';
import { generateLessons } from '../modules/schedules/service.ts';
import { listSchoolZones, purgeDeletedSchools } from '../modules/schools/service.ts';
import { purgeDeletedStudents } from '../modules/students/service.ts';
import { burnExpired } from '../modules/subscriptions/service.ts';
import { schoolsWithLines, sweepWaitlists } from '../modules/waitlists/service.ts';

// Reads never write (docs/time.md): what changes by itself as days pass — the burn of expired visits, make-ups
// gone unused, the lessons the timetable plans for the weeks ahead — is done here, by the host, once per school per day of the school's
// own zone, as the system. A job that finds nothing to do changes no row and so no revision.

/** What a run knows besides the school: where links in messages lead, and each school's reminder hour. */
export type JobContext = { publicUrl: string; reminderHours: Map<number, number> };

type Job = {
  name: string;
  /** The school's hour from which the job is due that day (by default, from the day's start). */
  hour?: (schoolId: number, context: JobContext) => number;
  run: (trx: Kysely<Database>, schoolId: number, time: SchoolTime, context: JobContext) => Promise<unknown>;
};

/** The reminders' hour of a school that never set one (messages/settings.ts keeps the same default). */
const DEFAULT_REMINDER_HOUR = 18;

export const dailyJobs: readonly Job[] = [
  { name: 'expiry-burn', run: (trx, schoolId, time) => burnExpired(trx, schoolId, time) },
  // Make-ups past their last day and never booked expire, and their families are told (docs/makeups.md).
  {
    name: 'makeup-expiry',
    run: async (trx, schoolId, time, context) =>
      tellExpiredMakeups(
        trx,
        schoolId,
        time,
        context,
        await expireMakeups(trx, schoolId, time.today, time.now.toISOString()),
      ),
  },
  { name: 'lesson-generation', run: (trx, schoolId, time) => generateLessons(trx, { schoolId }, time) },
  // After the day's lessons exist: tomorrow's reminders, passes running out, debts, birthdays (docs/messages.md).
  {
    name: 'reminders',
    hour: (schoolId, context) => context.reminderHours.get(schoolId) ?? DEFAULT_REMINDER_HOUR,
    run: (trx, schoolId, time, context) => writeReminders(trx, schoolId, time, context),
  },
  // Students and clients deleted RESTORE_DAYS ago go for good, or — when the money names them — keep only an
  // anonymous row (docs/deletion.md, «Ученики и клиенты»).
  {
    name: 'people-purge',
    run: async (trx, schoolId, time) =>
      (await purgeDeletedStudents(trx, schoolId, time.now)) +
      (await purgeDeletedClients(trx, schoolId, time.now)),
  },
];

/**
 * Marks the job done for the school's today, in the job's transaction: true when this caller claimed it. A second
 * process finds the row already at today (on PostgreSQL it waits for the first's commit, then finds it).
 */
async function claim(trx: Kysely<Database>, schoolId: number, job: string, today: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('school_jobs')
    .values({ school_id: schoolId, job, done_on: today })
    .onConflict((conflict) =>
      conflict
        .columns(['school_id', 'job'])
        .doUpdateSet({ done_on: today })
        .where('school_jobs.done_on', '<', sql<string>`${today}`),
    )
    .returning('school_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export type JobRun = { schoolId: number; job: string; day: string };

/**
 * Runs every job due at `now` for every school, each as the school's one writer; returns what ran. Safe to call
 * as often as wanted and from several processes: a job runs once per school per day. Each call also sweeps the
 * waitlists of the schools that have any (docs/makeups.md): offers run out and freed seats are offered within the
 * minute the host calls it, whenever the seat freed; a sweep that finds nothing due writes nothing.
 */
export async function runDailyJobs(
  db: Kysely<Database>,
  writer: SchoolWriter,
  now: Date,
  options: { publicUrl: string },
): Promise<JobRun[]> {
  const context: JobContext = { publicUrl: options.publicUrl, reminderHours: await reminderHours(db) };
  const done = new Map(
    (await db.selectFrom('school_jobs').select(['school_id', 'job', 'done_on']).execute()).map((row) => [
      `${row.school_id}:${row.job}`,
      row.done_on,
    ]),
  );
  const ran: JobRun[] = [];
  const withLines = new Set(await schoolsWithLines(db));
  for (const school of await listSchoolZones(db)) {
    const time = schoolTime(school.time_zone, now);
    const hour = Number(wallTimeIn(school.time_zone, now).time.slice(0, 2));
    const due = dailyJobs.filter(
      (job) =>
        (done.get(`${school.id}:${job.name}`) ?? '') < time.today &&
        (job.hour === undefined || hour >= job.hour(school.id, context)),
    );
    for (const job of due) {
      const claimed = await writer(school.id, () =>
        actorScope().run(null, () =>
          inTransaction(db, async (trx) => {
            if (!(await claim(trx, school.id, job.name, time.today))) return false;
            await job.run(trx, school.id, time, context);
            return true;
          }),
        ),
      );
      if (claimed) ran.push({ schoolId: school.id, job: job.name, day: time.today });
    }
    if (withLines.has(school.id)) {
      const changed = await writer(school.id, () =>
        actorScope().run(null, () =>
          inTransaction(db, (trx) => sweepWaitlists(trx, school.id, time, context)),
        ),
      );
      if (changed > 0) ran.push({ schoolId: school.id, job: 'waitlist-offers', day: time.today });
    }
  }
  // Deleted schools whose RESTORE_DAYS are over go for good (docs/deletion.md); another process's run deletes none.
  for (const schoolId of await purgeDeletedSchools(db, now))
    ran.push({ schoolId, job: 'school-purge', day: now.toISOString().slice(0, 10) });
  return ran;
}
