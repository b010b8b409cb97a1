/**
 * The mock's notion of "now". Browser and component tests use the real time; the contract suite moves it
 * by hand (as it does with the server's `now`) to check the login throttle's 15-minute window.
 */
let readNow: () => Date = () => new Date();

export function mockNow(): Date {
  return readNow();
}

export function setMockClock(now: () => Date): void {
  readNow = now;
}

export function resetMockClock(): void {
  readNow = () => new Date();
}
