import { type ManualClock, manualClock } from '../../../src/contract/index.ts';

/** A clock the tests move by hand; it starts at a fixed instant so runs are repeatable. */
export type TestClock = ManualClock;

export function createTestClock(start = '2026-03-02T09:00:00.000Z'): TestClock {
  return manualClock(start);
}

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;
