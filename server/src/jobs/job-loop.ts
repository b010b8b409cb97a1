import type { Kysely } from 'kysely';
import type { Clock } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolWriter } from '../db/school-writer.ts';
import { runDailyJobs } from './daily-jobs.ts';

/** How often a host looks for due jobs: a school's new day starts its jobs within this long. */
export const JOB_INTERVAL_MS = 60_000;

export type JobLoop = { stop: () => void; runNow: () => Promise<void> };

/**
 * Runs the daily jobs now and then every minute, one run at a time; a failed run is logged and tried again on the
 * next tick. Both hosts start one (the Node host, and the mock host in a browser tab).
 */
export function startJobLoop(
  db: Kysely<Database>,
  writer: SchoolWriter,
  now: Clock,
  options: { publicUrl: string },
): JobLoop {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= runDailyJobs(db, writer, now(), options)
      .then(
        () => undefined,
        (error: unknown) => console.error('Ежедневные задачи не выполнены:', error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), JOB_INTERVAL_MS);
  // A host that is stopping is not kept alive by its next tick.
  (timer as { unref?: () => void }).unref?.();
  void runNow();
  return { stop: () => clearInterval(timer), runNow };
}
