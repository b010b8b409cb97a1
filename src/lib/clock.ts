import { type Clock, systemClock } from '@/contract/clock';

/**
 * The SPA's clock (docs/time.md): the wall clock, read through the contract's `systemClock`. The component tests
 * install a fixed one (src/test/setup.ts), so a test means the same at any hour.
 */
let clock: Clock = systemClock;

export function installClock(next: Clock): void {
  clock = next;
}

export function now(): Date {
  return clock();
}
