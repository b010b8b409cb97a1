/** A clock the tests move by hand; it starts at a fixed instant so runs are repeatable. */
export type TestClock = {
  now: () => Date;
  advance: (milliseconds: number) => void;
};

export function createTestClock(start = '2026-03-02T09:00:00.000Z'): TestClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;
